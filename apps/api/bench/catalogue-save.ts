// pnpm --filter @vitrine/api bench:catalogue — an article saved from the console, seen by the storefront's
// cached answer (issue 28's « Done when »: ≤ 1 s). The built shop on a scratch database with the demo
// catalogue and its catalogue cache on, as deployed. For each of SAVES saves: the product's answer is read
// until the cache holds it (two identical reads), then the owner's PATCH changes its price, and the
// product's URL is read again, one request at a time, until it answers the new price. Timed from the
// PATCH's answer (what the owner sees as « saved ») and from the moment it was sent.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPrisma } from '../src/db/prisma.js';
import { benchDatabase } from './database.js';
import { BROWSER_HEADERS, ownerCookie, spread } from './owner-reads.js';
import { startBuiltServer } from './server.js';

const SAVES = 20;
const PORT = 3995;
const OWNER_PASSWORD = 'bench-catalogue-owner';
/** Past this, a save counts as never seen (the target is 1 s). */
const GIVE_UP_MS = 10_000;

export interface CatalogueSaveRow {
  measure: string;
  count: number;
  p50: number;
  p95: number;
  max: number;
  target: string;
}

async function priceShown(url: string): Promise<number> {
  const response = await fetch(url, { headers: BROWSER_HEADERS });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ((await response.json()) as { prix: number }).prix;
}

export async function measureCatalogueSaves(): Promise<CatalogueSaveRow[]> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-bench-catalogue-'));
  const database = await benchDatabase('catalogue', scratch);
  const db = createPrisma(database.url, { max: 2 });
  let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
  try {
    const { id, prix } = await db.article.findFirstOrThrow({
      orderBy: { id: 'asc' },
      select: { id: true, prix: true },
    });
    server = await startBuiltServer(PORT, {
      DATABASE_URL: database.url,
      DATA_DIR: path.join(scratch, 'data'),
      OWNER_PASSWORD,
      CATALOGUE_CACHE: 'true',
      SMTP_URL: '',
      MAIL_OUTBOX_DIR: '',
    });
    const origin = server.origin;
    const cookie = await ownerCookie(origin, OWNER_PASSWORD);
    // The session's cookies hold the anti-forgery one its sign-in was sent with: its token goes along.
    const token = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1] ?? '';
    const headers = {
      cookie,
      'x-xsrf-token': decodeURIComponent(token),
      origin,
      'content-type': 'application/json',
    };
    const product = `${origin}/api/Article/${id}`;
    const fromAnswer: number[] = [];
    const fromRequest: number[] = [];
    let price = Number(prix);
    for (let save = 0; save < SAVES; save++) {
      // The cache holds the product's current answer before the save.
      while ((await priceShown(product)) !== price || (await priceShown(product)) !== price);
      price = Math.round((price + 1.25) * 1000) / 1000;
      const sent = performance.now();
      const response = await fetch(`${origin}/api/owner/articles/${id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ prix: price }),
      });
      if (response.status !== 200)
        throw new Error(`PATCH answered ${response.status}: ${await response.text()}`);
      const answered = performance.now();
      while ((await priceShown(product)) !== price) {
        if (performance.now() - answered > GIVE_UP_MS)
          throw new Error(`save ${save} unseen after ${GIVE_UP_MS} ms`);
      }
      const seen = performance.now();
      fromAnswer.push(seen - answered);
      fromRequest.push(seen - sent);
    }
    return [
      {
        measure: 'PATCH answered → storefront answers the new price',
        ...spread(fromAnswer),
        target: '≤ 1 000 ms',
      },
      { measure: 'PATCH sent → storefront answers the new price', ...spread(fromRequest), target: '' },
    ];
  } finally {
    await server?.stop();
    await db.$disconnect();
    await database.drop();
  }
}

export function printCatalogueSaves(rows: CatalogueSaveRow[]) {
  console.log(
    `\nAn article saved from the console (PATCH /api/owner/articles/:id), ${SAVES} saves, read back through the storefront's catalogue cache one request at a time (ms):`,
  );
  console.table(rows);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printCatalogueSaves(await measureCatalogueSaves());
  process.exit(0);
}
