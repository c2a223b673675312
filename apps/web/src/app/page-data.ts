import type { UseQueryOptions } from '@tanstack/react-query';
import { type ComponentType, createElement, use, useEffect } from 'react';
import type { Params } from 'react-router-dom';

/** A read a page's first screen shows: the same options (key, function) its component's query uses. */
// biome-ignore lint/suspicious/noExplicitAny: each read has its own data type; the list mixes them.
export type FirstRead = UseQueryOptions<any, any, any, any>;

/** What a page's first screen reads, from its address. */
export type FirstReads = (page: { params: Params; url: URL }) => FirstRead[];

/** A page's module: its component and, when it shows data at once, the reads it starts with. */
export interface PageModule {
  Component: ComponentType;
  /**
   * The query parameters the page reads. No other is part of its address: the server renders the page
   * without them, and its canonical link and the key its HTML is kept under leave them out.
   */
  searchParams?: readonly string[];
  /** Awaited by the server before it renders the page; in the browser the page's queries ask them. */
  firstReads?: FirstReads;
}

/** A page whose code is its own chunk, loaded when its address is first visited. */
export interface LazyPage {
  /** The page's module, named after it (src/app/routes/<id>.tsx): the server preloads its chunks. */
  id: string;
  /** Its module, loaded once; the browser awaits it before hydrating, so the first render is the server's. */
  load: () => Promise<PageModule>;
}

export function lazyPage(id: string, importModule: () => Promise<PageModule>): LazyPage {
  let loading: Promise<PageModule> | undefined;
  const load = () => {
    // Marked as React marks a promise it has seen settle (`use`'s protocol): a page loaded before the
    // first render (hydration) renders at once instead of suspending for a turn.
    loading ??= importModule().then((module) => {
      Object.assign(loading as object, { status: 'fulfilled', value: module });
      return module;
    });
    return loading;
  };
  return { id, load };
}

/** The page, once its code is there: suspends until then (a navigation keeps the previous page meanwhile). */
export function PageOf({ page }: { page: LazyPage }) {
  const { Component } = use(page.load());
  useEffect(markPageLive, []);
  return createElement(Component);
}

/**
 * The page is hydrated whole from here on: what only a hydrated field takes (typing into it), and the
 * tools that drive the page, wait for this. Marked by the page itself, not the root: the page sits in
 * its own Suspense boundary, which React hydrates after the root has committed.
 */
function markPageLive() {
  document.documentElement.dataset.hydrated = '';
}

/** What a route of the shop carries beside its element (react-router's `handle`), for the server too. */
export interface RouteHandle {
  page?: LazyPage;
  /** Reads the route shows at once, beside its page's (the layout's menu). */
  firstReads?: FirstReads;
  /** The address this one goes to instead: a real redirect from the server. */
  redirect?: string;
}
