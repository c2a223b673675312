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
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const seen = new Set<string>(entry ? [entry.file] : []);
  const entryKeys = new Set(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const styles: string[] = [];
  const scripts: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || entryKeys.has(key) || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${attribute(file)}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${attribute(file)}">`),
  ].join('');
}
