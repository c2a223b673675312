// pnpm --filter @vitrine/api bench:replay — the fixed cost of a request: the built shop answering a cached
// catalogue answer (the listing's page 1, GET and POST, and an article) against a bare node:http server
// that replays the very bytes and headers the shop sent for that request (fetched from the shop first,
// compressed when the shop compressed them), so the difference is the shop's own work per request:
// framework, middleware, logging, compression. Each answer is asked for as a browser asks: its
// User-Agent, Accept and cookies (visitor id and XSRF-TOKEN, from its first GET) and
// `Accept-Encoding: gzip, deflate, br, zstd`; then as a browser revalidates (the same with the answer's
// ETag in If-None-Match: a 304); then by a client asking for no compression. The shop runs as deployed,
// at the default log level (info, JSON lines written to a file), and again at LOG_LEVEL=warn to show what
// logging costs; all three in their own processes, loaded at 50 connections in short alternating rounds
// (shop, shop without logging, replay, …), the median round quoted. `--smoke`: one 1 s round.
// `--profile`: the shop at the default level runs under `node --cpu-prof`; its top self time and the
// time under each package are printed. Written to artifacts/bench/replay.json.
// pnpm bench runs it at the end on its own database (measureReplay) and headlines the browser's figures.
import { openSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { antiForgeryHeaders } from './anti-forgery.js';
import { startBuiltServer, startScript } from './server.js';

const CONNECTIONS = 50;
const SHOP_PORT = 3994;
const QUIET_SHOP_PORT = 3995;
const REPLAY_PORT = 3996;
const OUTPUT = path.join(import.meta.dirname, '../../../artifacts/bench/replay.json');

/** A request the bench sends: the same to the shop and to the replay server. */
interface Asked {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** What the shop answered to one request: replayed as is (Date aside, which node:http writes afresh). */
interface Recorded {
  asked: Asked;
  status: number;
  rawHeaders: string[];
  body: string;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface ReplayRow {
  route: string;
  /** How the request was asked: `browser`, `browser, If-None-Match` or `no Accept-Encoding`. */
  client: Client;
  shop: Figures;
  /** The shop at LOG_LEVEL=warn: no line per request. */
  quiet: Figures;
  replay: Figures;
  /** shop / replay and quiet shop / replay req/s, of the median round (by shop / replay). */
  ratio: number;
  quietRatio: number;
  rounds: Array<{ shop: number; quiet: number; replay: number }>;
}

/** What every browser sends with a fetch of the storefront (Chromium's, as the journeys run it). */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const BROWSER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const CLIENTS = ['browser', 'browser, If-None-Match', 'no Accept-Encoding'] as const;
type Client = (typeof CLIENTS)[number];

export interface ReplayOptions {
  /** A migrated database with at least one article. */
  databaseUrl: string;
  /** A folder for the shops' data and log. */
  scratch: string;
  rounds?: number;
  roundSeconds?: number;
  /** Run the default-level shop under --cpu-prof and summarise its profile. */
  profile?: boolean;
}

export async function measureReplay(options: ReplayOptions): Promise<ReplayRow[]> {
  const { databaseUrl, scratch, rounds = 3, roundSeconds = 2 } = options;
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(scratch, 'data'),
    SMTP_URL: '',
    MAIL_OUTBOX_DIR: '',
  };
  // As deployed: a line per request at info, written where stdout goes (here a file, not this terminal).
  const logFile = path.join(scratch, 'shop.log');
  const output = openSync(logFile, 'a');
  const profileDir = path.join(scratch, 'cpu-profile');
  const shop = await startBuiltServer(
    SHOP_PORT,
    { ...env, LOG_LEVEL: 'info' },
    { output, nodeArgs: options.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] },
  );
  const quiet = await startBuiltServer(QUIET_SHOP_PORT, { ...env, LOG_LEVEL: 'warn' }, { output });
  let replay: { origin: string; stop(): Promise<void> } | undefined;
  const rows: ReplayRow[] = [];
  try {
    const article = await firstArticleId(shop.origin);
    const browser = await browserHeaders(shop.origin);
    const routes: Record<string, Omit<Asked, 'headers'>> = {
      'GET /api/articlesPaginate?page=1': { method: 'GET', path: '/api/articlesPaginate?page=1' },
      'POST /api/articlesPaginate {page: 1}': {
        method: 'POST',
        path: '/api/articlesPaginate',
        body: JSON.stringify({ page: 1 }),
      },
      'GET /api/Article/:id': { method: 'GET', path: `/api/Article/${article}` },
    };
    const cases: Array<{ route: string; client: Client; asked: Asked }> = [];
    const recorded: Recorded[] = [];
    for (const [route, request] of Object.entries(routes)) {
      const headers = request.method === 'POST' ? browser.write : browser.read;
      const asBrowser: Asked = { ...request, headers: { ...headers, 'accept-encoding': BROWSER_ENCODINGS } };
      // The first answer fills the catalogue cache; the second is the cached one, and is replayed.
      await record(shop.origin, asBrowser);
      const first = await record(shop.origin, asBrowser);
      const etag = pairs(first.rawHeaders).find(([name]) => name.toLowerCase() === 'etag')?.[1];
      if (etag === undefined) throw new Error(`no ETag on ${route}`);
      const asked: Record<Client, Asked> = {
        browser: asBrowser,
        'browser, If-None-Match': { ...asBrowser, headers: { ...asBrowser.headers, 'if-none-match': etag } },
        'no Accept-Encoding': { ...request, headers },
      };
      for (const client of CLIENTS) {
        await record(shop.origin, asked[client]);
        recorded.push(await record(shop.origin, asked[client]));
        cases.push({ route, client, asked: asked[client] });
      }
    }
    replay = await startReplayServer(REPLAY_PORT, recorded, scratch);
    for (const answer of recorded) await expectSameAnswer(replay.origin, answer);
    keepAlive.destroy();
    for (const { route, client, asked } of cases) {
      process.stdout.write(`  ${route} · ${client} `);
      const origins = { shop: shop.origin, quiet: quiet.origin, replay: replay.origin };
      for (const origin of Object.values(origins)) await load(origin, asked, 1);
      const measured: Array<{ shop: Figures; quiet: Figures; replay: Figures }> = [];
      for (let round = 0; round < rounds; round++) {
        measured.push({
          shop: await load(origins.shop, asked, roundSeconds),
          quiet: await load(origins.quiet, asked, roundSeconds),
          replay: await load(origins.replay, asked, roundSeconds),
        });
        process.stdout.write('.');
      }
      const sorted = [...measured].sort((a, b) => a.shop.rps / a.replay.rps - b.shop.rps / b.replay.rps);
      const median = sorted[Math.floor(sorted.length / 2)];
      if (!median) throw new Error('no round measured');
      const row: ReplayRow = {
        route,
        client,
        ...median,
        ratio: median.shop.rps / median.replay.rps,
        quietRatio: median.quiet.rps / median.replay.rps,
        rounds: measured.map((m) => ({ shop: m.shop.rps, quiet: m.quiet.rps, replay: m.replay.rps })),
      };
      rows.push(row);
      console.log(
        ` ${row.ratio.toFixed(2)}× replay (${Math.round(row.shop.rps)} vs ${Math.round(row.replay.rps)} req/s; at LOG_LEVEL=warn ${row.quietRatio.toFixed(2)}×)`,
      );
    }
  } finally {
    await shop.stop();
    await quiet.stop();
    await replay?.stop();
  }
  printReplay(rows);
  if (options.profile) await printProfile(profileDir);
  return rows;
}

export function printReplay(rows: ReplayRow[]): void {
  console.log(
    `\nThe shop (cached answers, default log level) against a node:http server replaying its bytes: ${CONNECTIONS} connections, median round by shop/replay req/s; "log cost" is what the request log takes (1 - info/warn req/s).`,
  );
  console.table(
    rows.map((r) => ({
      route: r.route,
      client: r.client,
      'shop req/s': Math.round(r.shop.rps),
      'shop p50': r.shop.p50,
      'shop p99': r.shop.p99,
      'warn req/s': Math.round(r.quiet.rps),
      'replay req/s': Math.round(r.replay.rps),
      'replay p50': r.replay.p50,
      '×replay': r.ratio.toFixed(2),
      'warn ×replay': r.quietRatio.toFixed(2),
      'log cost': `${Math.round((1 - r.shop.rps / r.quiet.rps) * 100)} %`,
      errors: r.shop.errors + r.quiet.errors + r.replay.errors,
    })),
  );
  console.log(`\n${replayHeadline(rows)}`);
}

/** The figures to watch: the shop against the replay server as a browser asks (first visit, then revalidating). */
export function replayHeadline(rows: ReplayRow[]): string {
  const browser = rows.filter((r) => r.client !== 'no Accept-Encoding');
  return [
    `As a browser asks (Accept-Encoding: ${BROWSER_ENCODINGS}), the shop against the replay server sending the same bytes:`,
    ...browser.map(
      (r) =>
        `  ${r.route} · ${r.client}: ${r.ratio.toFixed(2)}× (${Math.round(r.shop.rps)} vs ${Math.round(r.replay.rps)} req/s, p50 ${r.shop.p50} vs ${r.replay.p50} ms)`,
    ),
  ].join('\n');
}

/** Writes the rows to artifacts/bench/replay.json; throws if any request failed. */
export async function writeReplay(rows: ReplayRow[], smoke: boolean): Promise<void> {
  await mkdir(path.dirname(OUTPUT), { recursive: true });
  await writeFile(OUTPUT, `${JSON.stringify({ date: new Date().toISOString(), smoke, rows }, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(process.cwd(), OUTPUT)}`);
  const failed = rows.filter((r) => r.shop.errors || r.quiet.errors || r.replay.errors);
  if (failed.length) throw new Error(`errors on: ${failed.map((r) => r.route).join(', ')}`);
}

/**
 * What a browser sends with the storefront's reads: its cookies from a first GET, its agent, its Accept;
 * with a write, the anti-forgery token and its origin too.
 */
async function browserHeaders(origin: string) {
  const { cookie, ...write } = await antiForgeryHeaders(origin);
  const read = { cookie: cookie as string, 'user-agent': BROWSER_AGENT, accept: 'application/json' };
  return { read, write: { ...read, ...write, 'content-type': 'application/json' } };
}

async function firstArticleId(origin: string): Promise<number> {
  const page = (await (await fetch(`${origin}/api/articlesPaginate?page=1`)).json()) as {
    articles?: Array<{ id: number }>;
  };
  const id = page.articles?.[0]?.id;
  if (id === undefined) throw new Error('the listing has no article');
  return id;
}

/** As a browser asks: on a kept-alive connection, so the answer says `Connection: keep-alive` too. */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** The answer as it came on the wire: node:http leaves a compressed body compressed. */
function record(origin: string, asked: Asked): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    http
      .request(
        `${origin}${asked.path}`,
        { method: asked.method, headers: asked.headers, agent: keepAlive },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              asked,
              status: response.statusCode ?? 0,
              rawHeaders: response.rawHeaders,
              body: Buffer.concat(chunks).toString('latin1'),
            }),
          );
          response.on('error', reject);
        },
      )
      .on('error', reject)
      .end(asked.body);
  });
}

/** The replay answers byte for byte what the shop did: same status, headers (Date aside) and body. */
async function expectSameAnswer(origin: string, expected: Recorded) {
  const actual = await record(origin, expected.asked);
  const strip = (raw: string[]) =>
    pairs(raw)
      .filter(([name]) => name.toLowerCase() !== 'date')
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n');
  const what = `${expected.asked.method} ${expected.asked.path}`;
  if (actual.status !== expected.status || actual.body !== expected.body) {
    throw new Error(`the replay of ${what} differs from the shop's answer`);
  }
  if (strip(actual.rawHeaders) !== strip(expected.rawHeaders)) {
    throw new Error(
      `the replay of ${what} sends other headers:\n${strip(actual.rawHeaders)}\n---\n${strip(expected.rawHeaders)}`,
    );
  }
}

function pairs(raw: string[]): Array<[string, string]> {
  const result: Array<[string, string]> = [];
  for (let i = 0; i + 1 < raw.length; i += 2) result.push([raw[i] as string, raw[i + 1] as string]);
  return result;
}

async function load(origin: string, asked: Asked, duration: number) {
  // A write names the page's origin, which is the server's own (anti-forgery compares them).
  const headers = asked.headers.origin === undefined ? asked.headers : { ...asked.headers, origin };
  const result = await autocannon({
    url: `${origin}${asked.path}`,
    connections: CONNECTIONS,
    duration,
    method: asked.method,
    headers,
    body: asked.body,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A revalidation's 304 is its success.
    errors: result.errors + result.timeouts + result.non2xx - (result['3xx'] ?? 0),
  };
}

/** This file, run with `--serve <answers.json>`, in its own process. */
async function startReplayServer(port: number, answers: Recorded[], scratch: string) {
  const file = path.join(scratch, 'replay-answers.json');
  await writeFile(file, JSON.stringify(answers));
  return startScript('the replay server', import.meta.filename, {
    args: ['--serve', file, String(port)],
    origin: `http://127.0.0.1:${port}`,
    readyPath: '/ping',
    ready: (response) => response.status === 204,
  });
}

/** The headers that tell the recorded requests of one URL apart. */
const replayKey = (method: string | undefined, url: string | undefined, headers: Record<string, unknown>) =>
  `${method} ${url} ${headers['accept-encoding'] ?? ''} ${headers['if-none-match'] ?? ''}`;

/** The replay server: for each recorded request, the recorded status, headers and bytes; nothing else. */
async function serveReplay(file: string, port: number) {
  const answers = new Map<string, { status: number; headers: string[]; body: Buffer }>();
  for (const answer of JSON.parse(await readFile(file, 'utf8')) as Recorded[]) {
    const headers = pairs(answer.rawHeaders)
      .filter(([name]) => name.toLowerCase() !== 'date')
      .flat();
    const { method, path: url, headers: asked } = answer.asked;
    answers.set(replayKey(method, url, asked), {
      status: answer.status,
      headers,
      body: Buffer.from(answer.body, 'latin1'),
    });
  }
  const server = http.createServer((req, res) => {
    // A body (the POST's) is read and dropped, as the shop reads it.
    req.resume();
    const answer = answers.get(replayKey(req.method, req.url, req.headers));
    if (!answer) {
      res.writeHead(req.url === '/ping' ? 204 : 404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
  // The shop's keep-alive timeout (HTTP_KEEP_ALIVE_TIMEOUT_S), so the Keep-Alive header is the same.
  server.keepAliveTimeout = 5_000;
  server.listen(port, '127.0.0.1');
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}

/** Top self time, and the time spent in each package (node's own code counted to its caller). */
async function printProfile(dir: string) {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.cpuprofile'));
  const file = files[0];
  if (!file) {
    console.log('no CPU profile written');
    return;
  }
  const summary = summariseProfile(JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CpuProfile);
  console.log(`\nCPU profile of the shop at the default log level (${path.join(dir, file)}):`);
  console.log(`  ${summary.totalMs.toFixed(0)} ms sampled, ${summary.idleMs.toFixed(0)} ms idle`);
  console.log('\nTop self time (function, where):');
  console.table(summary.self.slice(0, 25));
  console.log('\nBusy time by package (node built-ins counted to the package that called them):');
  console.table(summary.packages.slice(0, 20));
}

interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }>;
  samples: number[];
  timeDeltas: number[];
}

export function summariseProfile(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const packages = new Map<string, number>();
  let totalMs = 0;
  let idleMs = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    totalMs += ms;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') {
      idleMs += ms;
      return;
    }
    const where = url ? `${shortUrl(url)}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    self.set(key, (self.get(key) ?? 0) + ms);
    // Up the stack to the first frame of a package or of the shop: who asked for this work.
    let owner: number | undefined = id;
    let label = ownerOf(url, functionName);
    while (label === undefined && owner !== undefined) {
      owner = parent.get(owner);
      const frame = owner === undefined ? undefined : byId.get(owner)?.callFrame;
      label = frame ? ownerOf(frame.url, frame.functionName) : 'node (no caller)';
    }
    packages.set(label ?? 'node', (packages.get(label ?? 'node') ?? 0) + ms);
  });
  const busy = totalMs - idleMs;
  const rank = (map: Map<string, number>, name: string) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .map(([key, ms]) => ({ [name]: key, ms: Math.round(ms), '% busy': ((ms / busy) * 100).toFixed(1) }));
  return { totalMs, idleMs, self: rank(self, 'function'), packages: rank(packages, 'package') };
}

function shortUrl(url: string): string {
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
  if (pkg) return `${pkg[1]}/${pkg[2]}`;
  const dist = /apps\/api\/(dist\/.*)$/.exec(url);
  return dist?.[1] ?? url.replace(/^file:\/\//, '');
}

/** A package name, `shop <file>` for the shop's own code, GC and the like; undefined for node's code. */
function ownerOf(url: string, functionName: string): string | undefined {
  if (!url) return functionName.startsWith('(') ? functionName : undefined;
  if (url.startsWith('node:')) return undefined;
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return pkg[1];
  const dist = /apps\/api\/dist\/(.*)$/.exec(url);
  return dist ? `shop ${dist[1]}` : url;
}

if (process.argv[2] === '--serve') {
  await serveReplay(process.argv[3] as string, Number(process.argv[4]));
} else if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('bench/replay.ts')) {
  await main();
}

async function main() {
  const { benchDatabase } = await import('./database.js');
  const smoke = process.argv.includes('--smoke') || ['1', 'true'].includes(process.env.BENCH_SMOKE ?? '');
  const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-bench-replay-'));
  const database = await benchDatabase('replay', scratch);
  try {
    const rows = await measureReplay({
      databaseUrl: database.url,
      scratch,
      rounds: smoke ? 1 : 3,
      roundSeconds: smoke ? 1 : 2,
      profile: process.argv.includes('--profile'),
    });
    await writeReplay(rows, smoke);
  } finally {
    await database.drop();
  }
  process.exit(0);
}
