import { create } from 'zustand';

export type Panel = 'cart' | 'favourites' | 'menu' | 'filters';

export interface Toast {
  id: number;
  message: string;
  /** Offers to open this panel from the toast. */
  panel?: Panel;
}

interface UiState {
  panel: Panel | null;
  toast: Toast | null;
  openPanel: (panel: Panel) => void;
  closePanel: () => void;
  showToast: (message: string, panel?: Panel) => void;
  dismissToast: () => void;
}

let toastId = 0;

export const useUiStore = create<UiState>()((set) => ({
  panel: null,
  toast: null,
  openPanel: (panel) => set({ panel }),
  closePanel: () => set({ panel: null }),
  showToast: (message, panel) => set({ toast: { id: ++toastId, message, ...(panel ? { panel } : {}) } }),
  dismissToast: () => set({ toast: null }),
}));
