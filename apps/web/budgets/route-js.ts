import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// What JavaScript a first visit to each route downloads, read from Vite's build manifest: the entry
// with everything it imports statically, plus the route's own lazy chunk and its static imports.

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteJs {
  /** The route module, e.g. `src/app/routes/home.tsx`. */
  route: string;
  /** Bytes, gzip-compressed as the shop serves them, of the JS the route needs beyond the entry. */
  extraGzip: number;
  /** Entry plus extra: what a visitor landing on this route downloads before it shows. */
  initialGzip: number;
}

export interface JsReport {
  entryGzip: number;
  routes: RouteJs[];
}

export async function measureRouteJs(distDir: string): Promise<JsReport> {
  const manifest: Manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const sizes = new Map<string, number>();
  const gzipSize = async (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(await readFile(path.join(distDir, file))).length;
      sizes.set(file, size);
    }
    return size;
  };
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
    return into;
  };
  const total = async (keys: Iterable<string>) => {
    let bytes = 0;
    for (const key of keys) bytes += await gzipSize(manifest[key]?.file ?? key);
    return bytes;
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry in the build manifest: run the web build first.');
  const entry = closure(entryKey);
  const routes: RouteJs[] = [];
  for (const key of Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/'))) {
    const extra = [...closure(key)].filter((chunk) => !entry.has(chunk));
    const extraGzip = await total(extra);
    routes.push({ route: key, extraGzip, initialGzip: (await total(entry)) + extraGzip });
  }
  return { entryGzip: await total(entry), routes: routes.sort((a, b) => a.route.localeCompare(b.route)) };
}
