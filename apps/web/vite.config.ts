/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { reporters } from '../../vitest.shared.js';
import { SHOP } from './src/config/shop';

const api = 'http://localhost:3000';

/**
 * Preloads the faces the first paint uses (headings and body text), so they arrive with the page
 * instead of swapping in later and shifting the layout.
 */
function preloadFirstPaintFonts(): Plugin {
  const firstPaint = [
    /cormorant-garamond-latin-(500|600)-normal-[\w-]+\.woff2$/,
    /jost-latin-(400|500)-normal-[\w-]+\.woff2$/,
  ];
  return {
    name: 'preload-first-paint-fonts',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => firstPaint.some((pattern) => pattern.test(file)))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          })),
    },
  };
}

/** The page's title and description before any script runs (crawlers, previews): the shop's own. */
function shopHead(): Plugin {
  const escapeHtml = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    name: 'shop-head',
    transformIndexHtml: (html) =>
      html
        .replace('%SHOP_TITLE%', escapeHtml(`${SHOP.name} — ${SHOP.tagline}`))
        .replace('%SHOP_DESCRIPTION%', escapeHtml(SHOP.description)),
  };
}

/**
 * Writes `.vite/module-weights.json` beside the manifest: for each chunk, each module's code as the
 * bundle keeps it (tree-shaken), minified and gzip-compressed on its own. The budget check (budgets/)
 * reads it to say which modules make each route's JavaScript heavy.
 */
function moduleWeights(): Plugin {
  const webRoot = fileURLToPath(new URL('.', import.meta.url));
  const nameOf = (id: string) =>
    path
      .relative(webRoot, id.replace(/^\0/, ''))
      .replace(/^.*node_modules\//, '')
      .replace(/^(\.\.\/)+/, '');
  return {
    name: 'module-weights',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const weights: Record<string, Record<string, number>> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (!module.code) continue;
          const minified = minifySync(`${id.replace(/\?.*$/, '')}.js`, module.code);
          modules[nameOf(id)] = gzipSync(minified.errors.length ? module.code : minified.code).length;
        }
        weights[chunk.fileName] = modules;
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/module-weights.json',
        source: `${JSON.stringify(weights, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  // The server renderer is a production build too: React's server code is chosen by NODE_ENV when it
  // runs, and the API need not be started with NODE_ENV=production for its pages to render at speed.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {},
  plugins: [react(), preloadFirstPaintFonts(), shopHead(), moduleWeights()],
  // The manifest tells the budget check (budgets/) and the server (src/server/route-preloads.ts)
  // which chunks each route loads. One style sheet for every page, in one request: the first paint
  // needs it before any script runs, and over HTTP/1.1 each further sheet waits for one of the six
  // connections the scripts need too. No module preload polyfill in every page's script: browsers
  // without `modulepreload` (before 2023) still load the chunks, one import after another.
  build: {
    manifest: true,
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // Chunks for a phone's line, where each request costs a round trip: everything the entry
          // imports in one chunk (`shell`), and the small pieces pages share copied into each page's
          // chunk, rather than a score of chunks each page waits for (product page: 22 files → 5).
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              groups: [{ name: 'shell', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 40_000 },
            },
          },
        },
  },
  // The server renderer (dist-server/entry-server.js) is one self-contained file: the API loads it
  // without the storefront's node_modules (the production image keeps only the API's).
  ssr: { noExternal: true },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': api, '/storage': api } },
  preview: { proxy: { '/api': api, '/storage': api } },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Typing a whole checkout form with user-event takes seconds on a busy two-core machine.
    testTimeout: 15_000,
    reporters: reporters('web'),
  },
}));
