import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserPages, DESKTOP, PHONE } from './browser';
import { SHOTS, shoot, signIn } from './console';
import { placeDemoOrder } from './place-order';

// Packing slips on the owner's phone: three orders placed in the shop are chosen in the orders list,
// their slips printed as one PDF (the answer read: a PDF of three pages for those three references), then
// confirmed together; the promo codes' page creates a code and lists it. Screenshots go beside the
// console's others, in artifacts/owner/ (git-ignored), with the PDF printed.

const withPage = browserPages();

/** The pages of a PDF as its page tree declares them (`/Type /Page`, not the `/Pages` node). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe('packing slips on a phone', () => {
  it('three orders chosen in the list: one PDF of their three slips, then confirmed together', async () => {
    const references: string[] = [];
    for (let i = 0; i < 3; i++)
      references.push((await withPage(PHONE, (page) => placeDemoOrder(page))).reference);

    await withPage(PHONE, async (page) => {
      await signIn(page, '/gestion/commandes');
      for (const reference of references) {
        await page.getByRole('checkbox', { name: `Choisir ${reference}` }).check();
      }
      const bar = page.getByRole('region', { name: 'Commandes choisies' });
      await bar.getByText('3 commandes choisies').waitFor();

      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/owner/bons.pdf')),
        bar.getByRole('button', { name: 'Imprimer les bons' }).click(),
      ]);
      expect(answer.request().postDataJSON()).toEqual({ references });
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      await bar.getByRole('link', { name: 'Ouvrir le PDF (3 bons)' }).waitFor();
      // The same request again from the owner's session (the page keeps its answer as a file of its own,
      // out of the test's reach): the PDF the owner opened.
      const token =
        (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
      const again = await page.request.post('/api/owner/bons.pdf', {
        data: { references },
        headers: { 'x-xsrf-token': decodeURIComponent(token) },
      });
      expect(again.headers()['content-type']).toBe('application/pdf');
      const pdf = await again.body();
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pageCount(pdf)).toBe(3);
      mkdirSync(SHOTS, { recursive: true });
      writeFileSync(path.join(SHOTS, 'slips.pdf'), pdf);
      await shoot(page, 'slips-chosen-phone');

      await bar.getByText('Changer l’état…').click();
      await bar.getByLabel('Passer à').selectOption('confirmée');
      await bar.getByRole('button', { name: 'Confirmer (3)' }).click();
      await bar.getByText('3 commandes sur 3 passées à « Confirmée ».').waitFor();
      for (const reference of references) {
        const order = (await (await page.request.get(`/api/owner/orders/${reference}`)).json()) as {
          etat: string;
        };
        expect(order.etat).toBe('confirmée');
      }

      // One order's slip, from its page: the same PDF route, for that order alone.
      await page.goto(`/gestion/commandes/${references[0]}`);
      const link = page.getByRole('link', { name: 'Bon de livraison (PDF)' });
      const slip = await page.request.get((await link.getAttribute('href')) ?? '');
      expect(slip.headers()['content-type']).toBe('application/pdf');
      expect(pageCount(await slip.body())).toBe(1);
    });
  });

  it('the promo codes’ page creates a code and lists it with its uses, on a phone and a desk', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const code = viewport === PHONE ? 'RAMADAN15' : 'AID20';
      await withPage(viewport, async (page) => {
        await signIn(page, '/gestion/promos');
        await page.getByRole('heading', { level: 1, name: 'Codes promo' }).waitFor();
        const form = page.getByRole('form', { name: 'Nouveau code' });
        await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
        await form.getByLabel('Réduction (%)').fill(viewport === PHONE ? '15' : '20');
        await form.getByLabel(/Utilisations au plus/).fill('100');
        await form.getByRole('button', { name: 'Créer le code' }).click();
        await form.getByText(`${code} : code créé.`).waitFor();
        const item = page.getByRole('listitem', { name: code });
        await item.getByText('0 utilisation sur 100').waitFor();
        await item.getByText('Actif').waitFor();
        await shoot(page, viewport === PHONE ? 'promos-phone' : 'promos-desktop');

        await item.getByRole('button', { name: `Désactiver ${code}` }).click();
        await item.getByText('Désactivé').waitFor();
      });
    }
  });
});
