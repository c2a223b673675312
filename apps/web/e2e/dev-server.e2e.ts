import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Article } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { textOf } from './html';

// `pnpm dev`'s storefront (dev-server.ts: Vite in middleware mode) against the shop's API: its pages are
// rendered on the server from the sources, with Vite's client for hot reload.

const WEB = fileURLToPath(new URL('..', import.meta.url));
const apiUrl = inject('baseUrl');
/** Starting Vite and its first render (every module transformed once) is slow on a busy two-core machine. */
const START_TIMEOUT_MS = 180_000;

let server: ChildProcess | undefined;
let baseUrl = '';
const cacheDir = mkdtempSync(path.join(tmpdir(), 'vitrine-dev-server-'));

/** Starts the dev server on a free port and resolves with its address once it says it listens. */
function startDevServer(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'dev-server.ts'], {
      cwd: WEB,
      env: {
        ...process.env,
        DEV_API_URL: apiUrl,
        WEB_PORT: '0',
        WEB_HOST: '127.0.0.1',
        // Its own dependency cache: a developer's `pnpm dev` running meanwhile keeps its own.
        WEB_DEV_CACHE_DIR: cacheDir,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server = child;
    let output = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      const listening = /storefront on (http:\/\/\S+?)\/? /.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the dev server exited (code ${code}):\n${output}`)));
  });
}

beforeAll(async () => {
  baseUrl = await startDevServer();
}, START_TIMEOUT_MS);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const child = server;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise((resolve) => setTimeout(resolve, 15_000, false)),
    ]);
    if (!stopped) child.kill('SIGKILL');
  }
  rmSync(cacheDir, { recursive: true, force: true });
}, 30_000);

describe('the development server', () => {
  it(
    'renders a product page on the server, with Vite’s client and the module entry for hot reload',
    async () => {
      const [product] = (await (await fetch(`${apiUrl}/api/latestArticles`)).json()) as Article[];
      if (!product) throw new Error('the demo catalogue has no article');
      const response = await fetch(`${baseUrl}/SingleProduit/${product.id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(textOf(html, /<h1[^>]*>(.*?)<\/h1>/s)).toBe(product.nom);
      expect(html).toContain('<script type="module" src="/@vite/client"></script>');
      expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
      // The state the browser hydrates from.
      expect(html).toContain('<script type="application/json" id="vitrine-state">');
      // Its styles are in the page, under the ids Vite's client takes over.
      expect(html).toMatch(/<style type="text\/css" data-vite-dev-id="[^"]+\/src\/styles\/base\.css">/);
      // Vite serves the modules it names.
      const client = await fetch(`${baseUrl}/@vite/client`);
      expect(client.status).toBe(200);
      expect(client.headers.get('content-type')).toMatch(/javascript/);
      await client.body?.cancel();
    },
    START_TIMEOUT_MS,
  );

  it('answers an unknown product with its « introuvable » page and a 404', async () => {
    const response = await fetch(`${baseUrl}/SingleProduit/999999999`);
    expect(response.status).toBe(404);
    expect(textOf(await response.text(), /<h1[^>]*>(.*?)<\/h1>/s)).toBe('Article introuvable');
  });

  it('proxies the API and leaves the owner console to the browser', async () => {
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const owner = await fetch(`${baseUrl}/gestion`);
    expect(owner.status).toBe(200);
    expect(owner.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await owner.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('vitrine-state');
  });
});
