import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { matchShopRoutes, ShopRoutes } from './app/router';
import { type ServerState, serverStateScript } from './app/server-state';
import { type PageMeta, PageMetaCollector } from './hooks/use-page-meta';
import { SiteOrigin } from './hooks/use-site-origin';
import { isNotFound, setApiFetch } from './lib/api-client';
import { canonicalSearch } from './lib/canonical-search';
import { leadImagePreloads } from './server/lead-image-preloads';
import { pageHead } from './server/page-head';
import { type Manifest, routePreloads } from './server/route-preloads';

/** How the server reaches its own API for a page's reads (the same answers the browser would get). */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export interface RenderRequest {
  /** The page's address, absolute (its origin names the canonical and preview links). */
  url: URL;
  fetchApi: ApiFetch;
}

export type Rendered =
  | { status: 301 | 302 | 303 | 307 | 308; location: string }
  | { status: number; html: string };

export interface Renderer {
  /**
   * The address a page is rendered at and kept under: the request's, with only the query parameters
   * its page reads, sorted (see canonicalSearch). Its HTML depends on nothing else.
   */
  pageAddress: (url: URL) => Promise<URL>;
  /** The page at `url`, as pageAddress gave it. */
  render: (request: RenderRequest) => Promise<Rendered>;
}

const requestApi = new AsyncLocalStorage<ApiFetch>();
setApiFetch((path, init) => {
  const fetchApi = requestApi.getStore();
  if (!fetchApi) throw new Error('an API read outside a server render');
  return fetchApi(path, init);
});

/** The page as HTML, once every part of it is ready (a page is cached whole, see the API's web.ts). */
function renderToHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      // Complete boundaries written in place: never a fallback swapped by an inline script, which the
      // shop's CSP would block.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  });
}

/**
 * The storefront's renderer: a page's first screen as HTML in the built `index.html`, with its head
 * (title, description, canonical, previews), its styles and scripts, and the state the browser
 * hydrates from. The entry script stays as Vite wrote it, with its imports preloaded; the build's
 * manifest (none in development) adds the chunks of the page's own route, so that they download
 * alongside instead of after the entry.
 */
export function createRenderer({ template, manifest }: { template: string; manifest?: Manifest }): Renderer {
  // The template's style sheet is taken out, to go first (see render).
  const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;
  const styles = (template.match(STYLESHEET) ?? []).join('');
  const head = template.replace(STYLESHEET, '');
  return {
    pageAddress: async (url) => {
      const page = (await matchShopRoutes(url)).at(-1)?.module;
      const address = new URL(url);
      address.search = canonicalSearch(page?.searchParams ?? [], url.searchParams).toString();
      return address;
    },
    render: ({ url, fetchApi }) =>
      requestApi.run(fetchApi, async () => {
        // One cache per page: no visitor's page ever shows another's reads.
        // A read that failed stays failed for this render: a missing article renders its « introuvable ».
        const queryClient = new QueryClient({
          defaultOptions: {
            queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY },
          },
        });
        const matches = await matchShopRoutes(url);
        const redirect = matches.at(-1)?.handle.redirect;
        if (redirect) return { status: 302 as const, location: redirect };
        // The page's first reads, the layout's and the page's own: the HTML carries its content.
        await Promise.all(
          matches.flatMap(({ handle, module, params }) =>
            [
              ...(handle.firstReads?.({ params, url }) ?? []),
              ...(module?.firstReads?.({ params, url }) ?? []),
            ].map((read) => queryClient.prefetchQuery(read)),
          ),
        );
        // A read that failed for another reason than « not found » is left to the browser, which shows
        // it as it would have (the server draws that part's skeleton).
        queryClient.removeQueries({
          predicate: (query) => query.state.status === 'error' && !isNotFound(query.state.error),
        });
        const collected: { meta?: PageMeta } = {};
        const body = await renderToHtml(
          <SiteOrigin.Provider value={url.origin}>
            <PageMetaCollector.Provider value={collected}>
              <App queryClient={queryClient}>
                <StaticRouter location={url.pathname + url.search}>
                  <ShopRoutes />
                </StaticRouter>
              </App>
            </PageMetaCollector.Provider>
          </SiteOrigin.Provider>,
        );
        const state: ServerState = {
          origin: url.origin,
          queries: dehydrate(queryClient, {
            shouldDehydrateQuery: (query) =>
              query.state.status === 'success' || isNotFound(query.state.error),
          }),
        };
        const pages = matches.flatMap(({ handle }) => (handle.page ? [handle.page.id] : []));
        const modules = manifest ? routePreloads(manifest, pages, template) : '';
        const meta = collected.meta;
        const status = meta?.status ?? 200;
        const html = head
          .replace(/<title>[^<]*<\/title>\s*/, '')
          .replace(/<meta name="description"[^>]*>\s*/, '')
          // The head in the order a phone's line should bring it: over HTTP/1.1 a browser opens six
          // connections to the shop and gives them out in the order it finds the requests. First what
          // the first paint needs (the style sheet, the lead photos), then the entry's scripts (the
          // template's) and the page's own modules. The fonts are not preloaded: the style sheet asks
          // for them once text needs them, and the text shows in its fallback face until then.
          .replace(/<(?:script|link)\b/, (first) => `${styles}${leadImagePreloads(body)}${first}`)
          // Replacers, not replacement strings: the page's text (a query, a catalogue name) may hold
          // `$&`, `` $` ``, `$'` or `$$`, which a string would have expanded.
          .replace('</head>', () => `${modules}${pageHead(url, meta)}</head>`)
          .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${serverStateScript(state)}`);
        return { status, html };
      }),
  };
}
