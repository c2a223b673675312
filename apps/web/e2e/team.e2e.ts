import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { browserPages, DESKTOP, PHONE } from './browser';
import { shoot, signIn } from './console';

// The shop's team on a phone: the owner gives a helper an account of the « confirmation » role; the
// helper signs in with it, lands on the calls to make, sees no catalogue nor figures, and a page of the
// owner's opened by its address says why it stays closed. Screenshots go to artifacts/owner/.

const withPage = browserPages();

describe('the team (phone)', () => {
  it('the owner adds a confirmation account, which then sees the desk and not the owner’s pages', async () => {
    const account = { identifiant: `salma-${randomBytes(3).toString('hex')}`, password: 'bureau-des-appels' };

    await withPage(PHONE, async (page) => {
      await signIn(page, '/gestion/equipe');
      await page.getByRole('heading', { level: 1, name: 'Équipe' }).waitFor();
      const form = page.getByRole('form', { name: 'Ajouter un compte' });
      await form.getByLabel('Nom').fill('Salma');
      await form.getByLabel('Identifiant').fill(account.identifiant);
      await form.getByLabel('Mot de passe').fill(account.password);
      await form.getByRole('radio', { name: /Confirmation/ }).check();
      await form.getByRole('button', { name: 'Créer le compte' }).click();
      await page.getByText(`identifiant « ${account.identifiant} »`).waitFor();
      const member = page.getByRole('listitem', { name: 'Salma' });
      await member.waitFor();
      expect(await member.getByRole('combobox', { name: 'Rôle de Salma' }).inputValue()).toBe('confirmation');
      await shoot(page, 'team-phone');
    });

    await withPage(PHONE, async (page) => {
      await signIn(page, '/gestion', account);
      await page.getByRole('heading', { level: 1, name: 'À appeler' }).waitFor();
      const session = await page.request.get('/api/owner/session');
      expect(await session.json()).toMatchObject({ nom: 'Salma', role: 'confirmation' });
      const nav = page.getByRole('navigation', { name: 'Console' });
      const sections = (await nav.getByRole('link').allTextContents()).map((text) =>
        text.replace(/\d.*$/, '').trim(),
      );
      expect(sections).toEqual(['Commandes', 'Clients']);
      await shoot(page, 'team-desk-phone');

      // An owner's page opened by its address: a refusal in French, no figures.
      await page.goto('/gestion/tableau-de-bord');
      await page.getByRole('heading', { level: 1, name: 'Accès refusé' }).waitFor();
      await page.getByText('Cette page n’est pas ouverte au rôle Confirmation.').waitFor();
      expect(await page.getByRole('heading', { name: 'Tableau de bord' }).count()).toBe(0);
      // The API says the same to whoever asks it directly.
      const stats = await page.request.get('/api/owner/stats');
      expect(stats.status()).toBe(403);
      expect(await stats.json()).toEqual({ message: MESSAGES.roleForbidden('Confirmation') });
      await shoot(page, 'team-refusal-phone');
    });
  });

  it('the Équipe page fits a desk’s screen', async () => {
    await withPage(DESKTOP, async (page) => {
      await signIn(page, '/gestion/equipe');
      await page.getByRole('form', { name: 'Ajouter un compte' }).waitFor();
      await shoot(page, 'team-desktop');
    });
  });
});
