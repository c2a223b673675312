import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { answer, answerInTurn, apiError } from '@/testing/api-server';
import { sexes } from '@/testing/fixtures';
import {
  COUNTS,
  noContent,
  OWNER_SESSION,
  ownerOrder,
  renderConsole,
  summary,
} from '../testing/owner-harness';

const location = () => screen.getByTestId('location').textContent;

describe('Owner sign-in', () => {
  it('an order opened without a session asks for the password, then shows that order; a wrong one says so', async () => {
    const user = userEvent.setup();
    // No session until the right password has been given.
    answerInTurn('get', '/owner/session', [apiError(401, MESSAGES.ownerSignInRequired), OWNER_SESSION]);
    answer('get', '/Sex', sexes);
    const attempts = answerInTurn('post', '/owner/session', [
      apiError(401, MESSAGES.ownerPasswordWrong),
      apiError(429, MESSAGES.ownerSignInSlowed(15)),
      noContent(),
    ]);
    answer('get', '/owner/orders', { orders: [summary()], total: 1, counts: COUNTS });
    answer('get', '/owner/messages', { messages: [], total: 0, unread: 0 });
    answer('get', '/owner/orders/VT-2026-000042', ownerOrder());

    renderConsole('/gestion/commandes/VT-2026-000042');
    const password = await screen.findByLabelText('Mot de passe');
    expect(location()).toBe('/gestion/connexion?retour=%2Fgestion%2Fcommandes%2FVT-2026-000042');
    expect(screen.getByText(MESSAGES.ownerSignInRequired)).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');

    await user.type(password, 'pas le bon');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.ownerPasswordWrong);
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    // Slowed after too many wrong passwords: the owner reads how long to wait.
    expect(await screen.findByText(MESSAGES.ownerSignInSlowed(15))).toHaveAttribute('role', 'alert');

    await user.clear(password);
    await user.type(password, 'Le-bon-mot-2026');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'VT-2026-000042' })).toBeInTheDocument();
    expect(location()).toBe('/gestion/commandes/VT-2026-000042');
    expect(attempts.map((sent) => sent.body)).toEqual([
      { mot_de_passe: 'pas le bon' },
      { mot_de_passe: 'pas le bon' },
      { mot_de_passe: 'Le-bon-mot-2026' },
    ]);
  });

  it('shows or hides the password, and asks for one before sending anything', async () => {
    const user = userEvent.setup();
    const attempts = answer('post', '/owner/session', noContent());
    renderConsole('/gestion/connexion');
    const password = screen.getByLabelText('Mot de passe');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.passwordRequired);
    expect(attempts).toEqual([]);
  });

  it('a session that ends while the owner works sends them to sign in, then back to the same page', async () => {
    const user = userEvent.setup();
    answerInTurn('get', '/owner/session', [OWNER_SESSION]);
    answer('get', '/Sex', sexes);
    answer('get', '/owner/messages', { messages: [], total: 0, unread: 0 });
    // The queue loads; the session then expires before the next tab is read.
    answer('get', '/owner/orders', (sent) =>
      sent.query.etat === 'livrée'
        ? apiError(401, MESSAGES.ownerSignInRequired)
        : { orders: [summary()], total: 1, counts: COUNTS },
    );
    renderConsole('/gestion/commandes');
    await user.click(await screen.findByRole('link', { name: /Livrée/ }));
    await screen.findByLabelText('Mot de passe');
    await waitFor(() => expect(location()).toMatch(/^\/gestion\/connexion\?/));
    const retour = new URLSearchParams(location()?.split('?')[1]).get('retour');
    expect(decodeURI(retour ?? '')).toBe('/gestion/commandes?etat=livrée');
  });
});
