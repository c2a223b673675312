/**
 * The query a page's address keeps: only the parameters the page reads, each once (its first value,
 * the one `URLSearchParams.get` reads), in the order the page names them (the words searched first,
 * the page number last), empty ones left out. Two addresses a page shows the same have one canonical
 * form, which the server renders and keeps its HTML under.
 */
export function canonicalSearch(names: readonly string[], params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of new Set(names)) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  return kept;
}
