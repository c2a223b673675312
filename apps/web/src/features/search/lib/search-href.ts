/** The address of the search page for what was typed. */
export const searchHref = (q: string) => `/recherche?${new URLSearchParams({ q })}`;
