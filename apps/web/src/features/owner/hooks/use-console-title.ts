import { useEffect } from 'react';

/** The console's tab title: « (3) Gestion » while 3 orders wait to be confirmed, « Gestion » at none. */
export const consoleTitle = (waiting: number | undefined) => (waiting ? `(${waiting}) Gestion` : 'Gestion');

/**
 * While mounted, the tab's title is the console's, whatever title a page of the console sets: a glance at
 * the tab (or the phone's list of tabs) says how many orders wait.
 */
export function useConsoleTitle(waiting: number | undefined) {
  useEffect(() => {
    const title = consoleTitle(waiting);
    const previous = document.title;
    document.title = title;
    // The pages set their own titles as they open: the console's comes back at once.
    const observer = new MutationObserver(() => {
      if (document.title !== title) document.title = title;
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = previous;
    };
  }, [waiting]);
}
