import type { QueryClient, UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';

/** A read a page's first screen shows: the same options (key, function) its component's query uses. */
// biome-ignore lint/suspicious/noExplicitAny: each read has its own data type; the list mixes them.
export type FirstRead = UseQueryOptions<any, any, any, any>;

/** What a page's first screen reads, from its address. */
export type FirstReads = (page: { params: LoaderFunctionArgs['params']; url: URL }) => FirstRead[];

/** A page's module: its component and, when it shows data at once, the reads it starts with. */
export interface PageModule {
  Component: ComponentType;
  /**
   * The query parameters the page reads. No other is part of its address: the server renders the page
   * without them, and its canonical link and the key its HTML is kept under leave them out.
   */
  searchParams?: readonly string[];
  firstReads?: FirstReads;
}

/** What a page's route carries for the server (react-router's `handle`), once its module is loaded. */
export interface PageHandle {
  searchParams: readonly string[];
}

/**
 * Route loaders that put a page's first reads in the query cache. On the server they are awaited, so
 * the HTML carries the page's content; in the browser they only start the reads as the page's code
 * loads, and the page shows its skeleton meanwhile, as before.
 */
export function firstReadsLoader(queryClient: QueryClient, awaitReads: boolean) {
  return (reads: FirstReads) =>
    async ({ params, request }: LoaderFunctionArgs) => {
      const pending = reads({ params, url: new URL(request.url) }).map((read) =>
        queryClient.prefetchQuery(read),
      );
      if (awaitReads) await Promise.all(pending);
      return null;
    };
}

/** A lazily loaded page (its own chunk), whose first reads start with its code. */
export function lazyPage(
  load: () => Promise<PageModule>,
  loaderOf: (reads: FirstReads) => RouteObject['loader'],
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { Component, firstReads, searchParams = [] } = await load();
      const handle: PageHandle = { searchParams };
      return { Component, loader: firstReads ? loaderOf(firstReads) : undefined, handle };
    },
  };
}
