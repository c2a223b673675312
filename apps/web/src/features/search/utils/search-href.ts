/** The address of the search page for what was typed. */
export const searchHref = (q: string, page = 1) =>
  `/recherche?${new URLSearchParams(page > 1 ? { q, page: String(page) } : { q })}`;
