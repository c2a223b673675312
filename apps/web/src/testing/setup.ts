import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useRestoredFromBrowser } from '@/stores/sync-tabs';
import { apiServer, reportUnexpectedRequest, takeUnexpectedRequests } from './api-server';

// A page's first visit loads its code (a lazy route): on a busy two-core machine that can take more than
// the default second, and findBy… waits for what the visitor would see rather than for a time.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks what embla-carousel and the slide-over dialogs use.
// A desktop viewport by default; a test may set window.innerWidth to 390 for the phone layout.
function evaluateMediaQuery(query: string): boolean {
  const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  if (min) return window.innerWidth >= Number(min[1]);
  if (max) return window.innerWidth <= Number(max[1]);
  return false; // prefers-reduced-motion, hover…
}

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      get matches() {
        return evaluateMediaQuery(query);
      },
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= ObserverStub as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= ObserverStub as unknown as typeof IntersectionObserver;

if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

window.scrollTo = (() => {}) as typeof window.scrollTo;

beforeEach(() => {
  window.innerWidth = 1280;
  // A page under test is live: the stores kept in the browser have been read (see restoreFromBrowser).
  useRestoredFromBrowser.setState(true, true);
});

// The API answers only what each test states; any other request fails the test that sent it (msw's
// 'error' strategy alone only rejects the fetch, which a page may show as an error and still pass).
beforeAll(() =>
  apiServer.listen({
    onUnhandledRequest: (request, print) => {
      reportUnexpectedRequest(request);
      print.error();
    },
  }),
);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  apiServer.resetHandlers();
  const unexpected = takeUnexpectedRequests();
  if (unexpected.length > 0) {
    throw new Error(`The page sent requests this test did not answer:\n  ${unexpected.join('\n  ')}`);
  }
});

afterAll(() => apiServer.close());
