import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// What JavaScript a first visit to each route downloads, read from Vite's build manifest: the entry
// with everything it imports statically, plus the route's own lazy chunk and its static imports. Which
// modules weigh in it comes from the module weights the build writes beside the manifest (vite.config.ts).

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
/** Per chunk file, each module's minified code gzip-compressed on its own. */
type ModuleWeights = Record<string, Record<string, number>>;

export interface ModuleJs {
  /** The module, e.g. `src/app/layout/header.tsx` or `react-dom/cjs/react-dom-client.production.js`. */
  module: string;
  /**
   * Its share of its chunk's gzip bytes: a module compresses worse alone than among its neighbours,
   * so the weights alone are scaled to add up to the chunk as served.
   */
  gzip: number;
}

export interface RouteJs {
  /** The route module, e.g. `src/app/routes/home.tsx`. */
  route: string;
  /** Bytes, gzip-compressed as the shop serves them, of the JS the route needs beyond the entry. */
  extraGzip: number;
  /** Entry plus extra: what a visitor landing on this route downloads before it shows. */
  initialGzip: number;
  /** The modules of the extra, heaviest first. */
  extraModules: ModuleJs[];
}

export interface JsReport {
  entryGzip: number;
  /** The modules every route loads, heaviest first. */
  entryModules: ModuleJs[];
  routes: RouteJs[];
}

export async function measureRouteJs(distDir: string): Promise<JsReport> {
  const read = async (file: string) => JSON.parse(await readFile(path.join(distDir, '.vite', file), 'utf8'));
  const manifest: Manifest = await read('manifest.json');
  const weights: ModuleWeights = await read('module-weights.json');
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
  const fileOf = (key: string) => manifest[key]?.file ?? key;
  const total = async (keys: Iterable<string>) => {
    let bytes = 0;
    for (const key of keys) bytes += await gzipSize(fileOf(key));
    return bytes;
  };
  const modulesOf = async (keys: Iterable<string>) => {
    const modules: ModuleJs[] = [];
    for (const key of keys) {
      const file = fileOf(key);
      const alone = Object.entries(weights[file] ?? {});
      const aloneTotal = alone.reduce((sum, [, bytes]) => sum + bytes, 0);
      const scale = aloneTotal ? (await gzipSize(file)) / aloneTotal : 0;
      for (const [module, bytes] of alone) if (bytes) modules.push({ module, gzip: bytes * scale });
    }
    return modules.sort((a, b) => b.gzip - a.gzip);
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry in the build manifest: run the web build first.');
  const entry = closure(entryKey);
  const routes: RouteJs[] = [];
  for (const key of Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/'))) {
    const extra = [...closure(key)].filter((chunk) => !entry.has(chunk));
    const extraGzip = await total(extra);
    routes.push({
      route: key,
      extraGzip,
      initialGzip: (await total(entry)) + extraGzip,
      extraModules: await modulesOf(extra),
    });
  }
  return {
    entryGzip: await total(entry),
    entryModules: await modulesOf(entry),
    routes: routes.sort((a, b) => a.route.localeCompare(b.route)),
  };
}
