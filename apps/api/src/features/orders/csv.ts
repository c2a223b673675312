import { ORDER_STATE_LABELS, parseShipmentNote, toDecimalString } from '@vitrine/contracts';
import type { OrderExportRow } from './console-queries.js';

// French Excel opens a CSV by double-click when it is UTF-8 with a byte-order mark (without it the
// accents come out garbled), `;`-separated, with decimal commas. Lines end in CRLF.

const BOM = '\uFEFF';

const HEADER = [
  'Référence',
  'Date',
  'État',
  'Client',
  'Téléphone',
  'E-mail',
  'Adresse',
  'Gouvernorat',
  'Articles',
  'Code promo',
  'Sous-total (DT)',
  'Remise (DT)',
  'Livraison (DT)',
  'Total (DT)',
  'Transporteur',
  'Numéro de suivi',
];

const tunisTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Tunis',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026-11-25 14:03`, in Tunis time (Excel reads it as a date). */
export function tunisDateTime(date: Date): string {
  const part = Object.fromEntries(tunisTime.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** `120,500`: dinars with three decimals and a decimal comma. */
const amount = (millimes: number) => toDecimalString(millimes).replace('.', ',');

export function toOrdersCsv(rows: OrderExportRow[]): Buffer {
  const lines = [HEADER.map(cell)];
  for (const row of rows) {
    const shipment = parseShipmentNote(row.expedition);
    lines.push([
      cell(row.reference),
      cell(tunisDateTime(row.created_at)),
      cell(ORDER_STATE_LABELS[row.etat]),
      cell(`${row.prenom} ${row.nom}`.trim()),
      cell(row.numero_telephone),
      cell(row.adresse_mail),
      cell(row.code_postal ? `${row.adresse}, ${row.code_postal}` : row.adresse),
      cell(row.region),
      cell(row.articles),
      cell(row.code_promo ?? ''),
      amount(row.sous_total),
      amount(row.remise),
      amount(row.shipping_charge),
      amount(row.total),
      cell(shipment.transporteur),
      cell(shipment.numero_suivi),
    ]);
  }
  const text = lines.map((line) => `${line.join(';')}\r\n`).join('');
  return Buffer.from(`${BOM}${text}`, 'utf8');
}

/**
 * A text cell: quoted when it holds a separator, a quote or a line break; a leading = + - @ (a
 * shopper's name or address read as a formula by the spreadsheet) is neutralised with an apostrophe.
 */
export function cell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
