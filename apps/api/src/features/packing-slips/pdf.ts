import { createRequire } from 'node:module';
import { formatDT } from '@vitrine/contracts';
import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';
import type { Slip } from './slips.js';

// The packing slip, one A5 page per order: the shop, the customer, the parcel's content, the amount
// the courier collects in large type, and the reference as a Code 128 barcode the courier can scan.
// Drawn with the storefront's own typefaces (Cormorant Garamond, Jost), embedded, so accents print;
// no letter spacing, so that the text copied or read out of the PDF is the text written.

export interface SlipShop {
  name: string;
  tagline: string;
  phone: string;
}

const require = createRequire(import.meta.url);
const FONTS = {
  title: require.resolve('@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff'),
  text: require.resolve('@fontsource/jost/files/jost-latin-400-normal.woff'),
  strong: require.resolve('@fontsource/jost/files/jost-latin-500-normal.woff'),
} as const;

const INK = '#1f1d1b';
const MUTED = '#6e665d';
const GOLD = '#b8925a';
const LINE = '#e6ddcf';

const MARGIN = 34;
const BAR_HEIGHT = 46;

/** A Tunisian phone as it is read aloud: `22 123 456`. */
const spacedPhone = (phone: string) => phone.replace(/^(\d{2})(\d{3})(\d{3})$/, '$1 $2 $3');

/** One PDF holding a slip per order, in the order given. */
export async function renderSlips(slips: readonly Slip[], shop: SlipShop): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    margin: MARGIN,
    autoFirstPage: false,
    info: {
      Title: slips.length === 1 ? `Bon de livraison ${slips[0]?.reference}` : 'Bons de livraison',
      Author: shop.name,
    },
  });
  for (const [name, path] of Object.entries(FONTS)) doc.registerFont(name, path);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const slip of slips) drawSlip(doc, slip, shop);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function drawSlip(doc: PDFKit.PDFDocument, slip: Slip, shop: SlipShop) {
  doc.addPage();
  const width = doc.page.width - 2 * MARGIN;
  const right = MARGIN + width;

  // The shop.
  doc.font('title').fontSize(26).fillColor(INK).text(shop.name, MARGIN, MARGIN, { lineBreak: false });
  doc
    .font('text')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(shop.tagline.toUpperCase(), MARGIN, MARGIN + 31);
  doc
    .font('strong')
    .fontSize(10)
    .fillColor(INK)
    .text(shop.phone, MARGIN, MARGIN + 8, { width, align: 'right' });
  doc
    .font('text')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Service client', MARGIN, MARGIN + 22, { width, align: 'right' });
  rule(doc, MARGIN + 48, GOLD);

  // The order: a label, its reference in words and in bars.
  let y = MARGIN + 60;
  doc.font('strong').fontSize(8).fillColor(GOLD).text('BON DE LIVRAISON', MARGIN, y);
  doc
    .font('text')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`Commande du ${slip.date_commande}`, MARGIN, y, { width, align: 'right' });
  y += 16;
  drawBarcode(doc, slip.reference, MARGIN, y, width);
  y += BAR_HEIGHT + 4;
  doc.font('strong').fontSize(12).fillColor(INK).text(slip.reference, MARGIN, y, { width, align: 'center' });
  y += 26;

  // The customer.
  const { livraison } = slip;
  doc.font('strong').fontSize(8).fillColor(GOLD).text('DESTINATAIRE', MARGIN, y);
  y += 13;
  doc
    .font('strong')
    .fontSize(14)
    .fillColor(INK)
    .text(`${livraison.prenom} ${livraison.nom}`, MARGIN, y, { width });
  y = doc.y + 1;
  doc.font('strong').fontSize(13).text(spacedPhone(livraison.numero_telephone), MARGIN, y, { width });
  y = doc.y + 2;
  doc.font('text').fontSize(10.5).fillColor(INK).text(livraison.adresse, MARGIN, y, { width });
  doc.text([livraison.code_postal, livraison.region].filter(Boolean).join(' '), { width });
  y = doc.y + 10;
  rule(doc, y, LINE);
  y += 10;

  // The parcel.
  doc.font('strong').fontSize(8).fillColor(GOLD).text('ARTICLES', MARGIN, y);
  doc.text('QTÉ', MARGIN, y, { width, align: 'right' });
  y += 14;
  for (const line of slip.lignes) {
    doc
      .font('text')
      .fontSize(10.5)
      .fillColor(INK)
      .text(line.nom, MARGIN, y, { width: width - 44 });
    const bottom = doc.y;
    doc
      .font('strong')
      .fontSize(11)
      .fillColor(INK)
      .text(`× ${line.quantite}`, right - 40, y, { width: 40, align: 'right' });
    y = bottom + 6;
  }
  rule(doc, y, LINE);

  // What the courier collects, in the lower part of the page whatever the number of lines.
  const boxHeight = 78;
  const boxTop = Math.max(y + 14, doc.page.height - MARGIN - boxHeight - 22);
  doc
    .save()
    .roundedRect(MARGIN, boxTop, width, boxHeight, 6)
    .lineWidth(1.5)
    .strokeColor(INK)
    .stroke()
    .restore();
  doc
    .font('strong')
    .fontSize(9)
    .fillColor(MUTED)
    .text('MONTANT À ENCAISSER', MARGIN + 14, boxTop + 12);
  doc
    .font('strong')
    .fontSize(30)
    .fillColor(INK)
    .text(formatDT(slip.total), MARGIN + 14, boxTop + 28, {
      width: width - 28,
      lineBreak: false,
    });
  doc
    .font('text')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text('Paiement à la livraison, en espèces.', MARGIN, boxTop + boxHeight + 8, {
      width,
      align: 'center',
    });
}

function rule(doc: PDFKit.PDFDocument, y: number, color: string) {
  doc
    .save()
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.8)
    .strokeColor(color)
    .stroke()
    .restore();
}

/** The reference in Code 128 (bwip-js encodes it), drawn as vector bars centred in `width`. */
function drawBarcode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number) {
  const [symbol] = bwipjs.raw('code128', text, {}) as Array<{ sbs: number[] }>;
  const modules = symbol?.sbs ?? [];
  const total = modules.reduce((sum, module) => sum + module, 0);
  // About 1 pt a module, the width a courier's scanner reads well on paper; the quiet zones stay white.
  const moduleWidth = Math.min(1.3, (width - 40) / total);
  let at = x + (width - total * moduleWidth) / 2;
  doc.save().fillColor('#000');
  modules.forEach((module, index) => {
    if (index % 2 === 0) doc.rect(at, y, module * moduleWidth, BAR_HEIGHT);
    at += module * moduleWidth;
  });
  doc.fill().restore();
}
