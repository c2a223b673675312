/// <reference types="vitest/config" />

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { reporters } from '../../vitest.shared.js';
import { SHOP } from './src/config/shop';

const api = 'http://localhost:3000';

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

/**
 * Writes each script and style sheet of the build beside itself compressed once and for all, brotli at
 * its best (`.br`) and gzip at its best (`.gz`); the API sends the one a browser accepts
 * (express-static-gzip). Compressed per request, at the speed a request can wait for, the same files
 * weighed 10-20 % more on a phone's line (the shell's script: 128 kB, 110 kB at brotli's best).
 */
function precompressedAssets(): Plugin {
  const compressions = [
    [
      'br',
      (body: Buffer) =>
        promisify(brotliCompress)(body, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 11,
          },
        }),
    ],
    ['gz', (body: Buffer) => promisify(gzip)(body, { level: constants.Z_BEST_COMPRESSION })],
  ] as const;
  return {
    name: 'precompressed-assets',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async writeBundle({ dir = 'dist' }, bundle) {
      const texts = Object.values(bundle).filter((file) => /\.(js|css)$/.test(file.fileName));
      await Promise.all(
        texts.flatMap((file) => {
          const body = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          return compressions.map(async ([extension, compress]) =>
            writeFile(path.join(dir, `${file.fileName}.${extension}`), await compress(body)),
          );
        }),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  // The server renderer is a production build too: React's server code is chosen by NODE_ENV when it
  // runs, and the API need not be started with NODE_ENV=production for its pages to render at speed.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {},
  plugins: [react(), shopHead(), moduleWeights(), precompressedAssets()],
  // The manifest tells the budget check (budgets/) and the server (src/server/route-preloads.ts)
  // which chunks each route loads. One style sheet for every page: the server sends it inside each page
  // it renders (the API's http/inline-style-sheet.ts), so the first paint waits for no other request,
  // and a page's script finds every page's styles there when it moves on. No module preload polyfill in every page's script: browsers
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
    // Worker threads start faster than forked processes: the suite takes a fifth less on two cores.
    pool: 'threads',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Typing a whole checkout form with user-event takes seconds on a busy two-core machine.
    testTimeout: 15_000,
    reporters: reporters('web'),
  },
}));
