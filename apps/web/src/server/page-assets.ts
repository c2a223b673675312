/** One entry of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The stylesheets and scripts of the page modules a page renders, beyond the entry's (which
 * index.html already names): the styles before the content shows, so it never reflows; the scripts
 * preloaded, so hydration does not wait for the page's chunk to be discovered.
 */
export function pageAssets(manifest: BuildManifest, modules: readonly string[]): string {
  const seen = new Set<string>();
  const closure = (key: string, found: (chunk: ManifestChunk) => void) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    found(chunk);
    for (const imported of chunk.imports ?? []) closure(imported, found);
  };
  // What the entry loads is in index.html already.
  for (const key of Object.keys(manifest)) if (manifest[key]?.isEntry) closure(key, () => {});
  const styles: string[] = [];
  const scripts: string[] = [];
  for (const module of modules) {
    closure(module, (chunk) => {
      scripts.push(chunk.file);
      styles.push(...(chunk.css ?? []));
    });
  }
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${attribute(file)}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${attribute(file)}">`),
  ].join('');
}
