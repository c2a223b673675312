import { createContext, useContext } from 'react';

/** The shop's origin on the server, where there is no window (the page's request names it). */
export const SiteOrigin = createContext<string | null>(null);

/** `https://…` of the shop, for the absolute addresses structured data and previews need. */
export function useSiteOrigin(): string {
  return useContext(SiteOrigin) ?? window.location.origin;
}
