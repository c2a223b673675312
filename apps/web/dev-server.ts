import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer, type EnvironmentModuleNode, type ViteDevServer } from 'vite';
import type { Renderer } from './src/entry-server';

// `pnpm dev`'s storefront: Vite in middleware mode (hot reload, modules, assets, the /api and /storage
// proxy) with every storefront page rendered on the server as the built shop renders it
// (apps/api/src/http/web.ts), from the sources as they are now. The owner console stays client-rendered.
//
//   DEV_API_URL  the API the pages read and /api, /storage are proxied to (default: http://localhost:$PORT,
//                PORT being the API's own, 3000 unless set)
//   WEB_PORT     this server's port (default 5173, the next free one if taken; 0 for any)
//   WEB_HOST     the address it listens on (default localhost)
//   WEB_DEV_CACHE_DIR  Vite's dependency cache (default node_modules/.vite; the tests use their own)

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const API_URL = process.env.DEV_API_URL?.replace(/\/$/, '') ?? `http://localhost:${process.env.PORT ?? 3000}`;
const PORT = Number(process.env.WEB_PORT ?? 5173);
const HOST = process.env.WEB_HOST ?? 'localhost';

/** Marks the renderer's own reads, which the API's request log leaves out (as web.ts does). */
const RENDER_HEADERS = { accept: 'application/json', 'x-vitrine-render': '1' };

/** The owner console's pages (`/gestion`, `/gestion/…`): client-rendered, as in the built shop. */
const isOwnerConsole = (pathname: string) => /^\/gestion(\/|$)/i.test(pathname);

/**
 * The styles the page's modules import, inlined in its head as Vite's client would inject them (same
 * `data-vite-dev-id`): the server's HTML paints styled, and the client takes those tags over for hot
 * reload instead of adding its own. Development only: the built shop names its one style sheet.
 */
async function pageStyles(vite: ViteDevServer): Promise<string> {
  const found = new Map<string, string>();
  const visit = (node: EnvironmentModuleNode | undefined, seen: Set<EnvironmentModuleNode>) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    if (node.id && node.file && /\.css($|\?)/.test(node.id) && !/[?&](inline|raw|url)\b/.test(node.id))
      found.set(node.id, node.url);
    for (const imported of node.importedModules) visit(imported, seen);
  };
  // The browser entry's own imports (fonts, tokens, base styles) first, as it imports them; then what
  // the rendered modules import (their CSS modules).
  const client = vite.environments.client;
  await client.transformRequest('/src/main.tsx');
  const main = await client.moduleGraph.getModuleByUrl('/src/main.tsx');
  for (const imported of main?.importedModules ?? []) visit(imported, new Set());
  visit(await vite.environments.ssr.moduleGraph.getModuleByUrl('/src/entry-server.tsx'), new Set());
  const styles = await Promise.all(
    [...found].map(async ([id, url]) => {
      const { default: css } = (await vite.ssrLoadModule(`${url}${url.includes('?') ? '&' : '?'}inline`)) as {
        default: string;
      };
      return `<style type="text/css" data-vite-dev-id="${id}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    }),
  );
  return styles.join('');
}

async function main() {
  const httpServer = createHttpServer();
  const vite = await createViteServer({
    root: ROOT,
    appType: 'custom',
    cacheDir: process.env.WEB_DEV_CACHE_DIR,
    server: {
      middlewareMode: true,
      // Hot reload over this server's own port.
      ws: { server: httpServer },
      // What the API answers itself in the built shop.
      proxy: Object.fromEntries(
        ['/api', '/storage', '/sitemap.xml', '/robots.txt'].map((at) => [at, API_URL]),
      ),
    },
    plugins: [
      {
        name: 'vitrine-dev-ssr-externals',
        // The built renderer bundles every dependency (vite.config.ts's `ssr.noExternal`); here Node
        // imports them from node_modules, as Vite's development SSR expects (React is CommonJS).
        config: (config) => {
          if (config.ssr) delete config.ssr.noExternal;
        },
      },
    ],
  });

  const indexHtml = (url: string) =>
    readFile(path.join(ROOT, 'index.html'), 'utf8').then((html) => vite.transformIndexHtml(url, html));

  const send = (res: ServerResponse, status: number, html: string) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(html);
  };

  /** This server's own address, set once it listens: the origin of its pages' absolute links. */
  let origin = 'http://localhost';

  async function page(req: IncomingMessage, res: ServerResponse) {
    // This server's address, whatever the request's Host (the built shop names PUBLIC_URL).
    const url = new URL(`${origin}${req.url?.startsWith('/') ? req.url : `/${req.url ?? ''}`}`);
    const template = await indexHtml(req.url ?? '/');
    if (isOwnerConsole(url.pathname)) {
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      send(res, 200, template);
      return;
    }
    try {
      // Loaded afresh whenever a source it imports changed: the page renders the code as it is now.
      // Its scripts stay as Vite wrote them (its client, React's refresh, the entry); without the build's
      // manifest, no route chunk is preloaded.
      const { createRenderer } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
        createRenderer: (build: { template: string }) => Renderer;
      };
      const renderer = createRenderer({ template });
      const rendered = await renderer.render({
        url: await renderer.pageAddress(url),
        fetchApi: (apiPath, init) => fetch(`${API_URL}/api${apiPath}`, { ...init, headers: RENDER_HEADERS }),
      });
      if (!('html' in rendered)) {
        res.writeHead(rendered.status, { Location: rendered.location, 'Cache-Control': 'no-cache' }).end();
        return;
      }
      const styles = await pageStyles(vite);
      send(
        res,
        rendered.status,
        rendered.html.replace('</head>', () => `${styles}</head>`),
      );
    } catch (error) {
      // As in the built shop, a rendering fault leaves the page to the browser; the stack names the sources.
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      console.error(`[dev-server] ${url.pathname} could not be rendered on the server:`, error);
      send(res, 200, template);
    }
  }

  vite.middlewares.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    page(req, res).catch(next);
  });
  httpServer.on('request', vite.middlewares);

  const listen = (port: number) =>
    new Promise<AddressInfo>((resolve, reject) => {
      const onError = (error: NodeJS.ErrnoException) => {
        httpServer.off('listening', onListening);
        // Taken: the next port, as Vite's own server does.
        if (error.code === 'EADDRINUSE' && port !== 0) resolve(listen(port + 1));
        else reject(error);
      };
      const onListening = () => {
        httpServer.off('error', onError);
        resolve(httpServer.address() as AddressInfo);
      };
      httpServer.once('error', onError);
      httpServer.once('listening', onListening);
      httpServer.listen(port, HOST);
    });
  const address = await listen(PORT);
  origin = `http://localhost:${address.port}`;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  console.log(`[dev-server] storefront on http://${host}:${address.port}/ (API ${API_URL})`);

  const stop = () => {
    httpServer.close();
    void vite.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
