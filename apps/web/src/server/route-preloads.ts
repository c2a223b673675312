/** What the build's manifest (`dist/.vite/manifest.json`) says of a chunk: its file and static imports. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The `<link rel="modulepreload">`s of the page's own route modules (named by their ids, see
 * page-data.ts) and their static imports: the browser downloads them with the entry rather than
 * once the entry has run and asked for them, a round trip later. Chunks the template already preloads
 * (the entry's imports) are left out.
 */
export function routePreloads(manifest: Manifest, pages: readonly string[], template: string): string {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const page of pages) add(`src/app/routes/${page}.tsx`);
  return [...files]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}
