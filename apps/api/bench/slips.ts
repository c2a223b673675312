// pnpm --filter @vitrine/api bench:slips — 50 packing slips in one PDF (issue 28's « Done when »).
// A scratch database (benchDatabase) holding the demo catalogue and 50 orders of three lines each, with
// accented names and addresses; then the built shop serving it, measured as the owner's phone meets it:
// POST /api/owner/bons.pdf for the 50 references with a signed-in owner's cookie, one request at a time
// after a warm-up, to the PDF's last byte: p50/p95/max (target ≤ 3 s), the PDF's size and pages. Not a
// timed test: a figure for the closing note, on whatever machine runs it.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDocumentProxy } from 'unpdf';
import { adminQuery } from '../test/templates.js';
import { benchDatabase } from './database.js';
import { BROWSER_HEADERS, ownerCookie, spread } from './owner-reads.js';
import { startBuiltServer } from './server.js';

const SLIPS = 50;
const LINES_EACH = 3;
const WARMUP = 2;
const PRINTS = 10;
const PORT = 3992;
const OWNER_PASSWORD = 'bench-slips-owner';

/** `SLIPS` orders of `LINES_EACH` lines of the catalogue's first articles, in two statements. */
async function placeOrders(url: string): Promise<string[]> {
  const { rows } = await adminQuery(
    url,
    `WITH client AS (
       INSERT INTO clients (code_client, nom, prenom, region, adresse, numero_telephone, adresse_mail)
       VALUES ('CL-SLIPS001', 'Ben Hélal', 'Sonia', 'Nabeul', '7 rue de l’Église, Médina', '22334455', 'sonia@bench.tn')
       RETURNING id
     ), drawn AS (
       SELECT nextval('commandes_id_seq') AS id, i FROM generate_series(1, $1::int) AS i
     )
     INSERT INTO commandes (id, reference, client_id, sous_total, shipping_charge, total, date_commande, etat,
                            nom, prenom, numero_telephone, adresse, region, code_postal)
     SELECT d.id, 'VT-' || to_char(now(), 'YYYY') || '-' || lpad(d.id::text, 6, '0'), c.id,
            1234.5 * d.i, 7, 1234.5 * d.i + 7, current_date, 'confirmée',
            'Ben Hélal', 'Sonia ' || d.i, '22334455', d.i || ' avenue Farhat Hached, résidence « Les Jasmins »',
            'Nabeul', '8000'
     FROM drawn AS d, client AS c
     RETURNING reference`,
    [SLIPS],
  );
  const references = (rows as Array<{ reference: string }>).map((row) => row.reference);
  await adminQuery(
    url,
    `INSERT INTO commande_items (order_id, article_id, nom, quantite, prix_unitaire, total)
     SELECT o.id, a.id, a.nom || ' — taille 54', 1 + k, a.prix, a.prix * (1 + k)
     FROM commandes AS o, generate_series(0, $1::int - 1) AS k,
          LATERAL (SELECT id, nom, prix FROM articles ORDER BY id OFFSET k LIMIT 1) AS a
     WHERE o.reference = ANY($2)`,
    [LINES_EACH, references],
  );
  return references;
}

/**
 * The CPU time the server's process has used so far, in ms (Linux: /proc/<pid>/stat, in clock ticks of
 * 10 ms): on a machine shared with other work the wall time says how long the owner waits, the CPU time
 * what the print itself costs.
 */
function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface SlipsRow {
  measure: string;
  status: string;
  count: number;
  p50: number;
  p95: number;
  max: number;
  /** The server's CPU time per print, on average (ms). */
  cpu: number;
  target: string;
}

/** The whole measure on its own scratch database; its row, and the PDF it printed. */
export async function measureSlips(): Promise<{ row: SlipsRow; pdf: Buffer; pages: number }> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'vitrine-bench-slips-'));
  const database = await benchDatabase('slips', scratch);
  let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
  try {
    const references = await placeOrders(database.url);
    server = await startBuiltServer(PORT, {
      DATABASE_URL: database.url,
      DATA_DIR: path.join(scratch, 'data'),
      OWNER_PASSWORD,
      SMTP_URL: '',
      MAIL_OUTBOX_DIR: '',
    });
    const cookie = await ownerCookie(server.origin, OWNER_PASSWORD);
    const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
    const print = async () => {
      const started = performance.now();
      const response = await fetch(`${server?.origin}/api/owner/bons.pdf`, {
        method: 'POST',
        headers: {
          ...BROWSER_HEADERS,
          accept: 'application/pdf',
          'content-type': 'application/json',
          cookie,
          'x-xsrf-token': token,
          origin: server?.origin ?? '',
        },
        body: JSON.stringify({ references }),
      });
      const pdf = Buffer.from(await response.arrayBuffer());
      return { ms: performance.now() - started, status: response.status, pdf };
    };
    for (let i = 0; i < WARMUP; i++) await print();
    const samples: number[] = [];
    const statuses = new Map<number, number>();
    let last = Buffer.alloc(0);
    const cpuBefore = cpuMs(server.process.pid);
    for (let i = 0; i < PRINTS; i++) {
      const { ms, status, pdf } = await print();
      samples.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      last = pdf;
    }
    const cpu = Math.round((cpuMs(server.process.pid) - cpuBefore) / PRINTS);
    const pages = (await getDocumentProxy(new Uint8Array(last))).numPages;
    return {
      row: {
        measure: `POST /api/owner/bons.pdf, ${SLIPS} slips (${Math.round(last.length / 1024)} kB, ${pages} pages)`,
        status: [...statuses].map(([status, n]) => `${status}×${n}`).join(' '),
        ...spread(samples),
        cpu,
        target: '≤ 3 000 ms',
      },
      pdf: last,
      pages,
    };
  } finally {
    await server?.stop();
    await database.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { row, pdf } = await measureSlips();
  const folder = path.resolve(import.meta.dirname, '../../../artifacts/bench');
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'slips-50.pdf'), pdf);
  console.log(
    `\n${SLIPS} packing slips in one PDF, one print at a time (${PRINTS} after ${WARMUP} warm-up), ms; cpu: the server's CPU time per print (load average ${os.loadavg()[0]?.toFixed(1)}):`,
  );
  console.table([row]);
  process.exit(0);
}
