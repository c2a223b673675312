import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expectNoHorizontalOverflow } from './browser';
import { OWNER_PASSWORD } from './shop-server';

// The console's journeys: signing in as the owner, and pictures beside the console's others, in
// artifacts/owner/ (git-ignored; the owner's guide keeps copies).

export const SHOTS = fileURLToPath(new URL('../../../artifacts/owner/', import.meta.url));

/** Opens `target` in the console through the sign-in page, as the shop's owner or a team member. */
export async function signIn(
  page: Page,
  target: string,
  account?: { identifiant: string; password: string },
): Promise<void> {
  await page.goto(target);
  if (account) await page.getByLabel(/^Identifiant/).fill(account.identifiant);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account?.password ?? OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
}

/** A full-page picture from the top once the fonts are in; the page must not be wider than the window. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(`window.scrollTo({ top: 0, behavior: 'instant' }); document.fonts.ready`);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  await expectNoHorizontalOverflow(page, name);
}
