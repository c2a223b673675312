import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { SigninPage } from './signin-page';
import { SignupPage } from './signup-page';

function renderAccount(path: '/Signup' | '/Signin') {
  return renderRoutes(
    [
      { path: '/Signup', element: <SignupPage /> },
      { path: '/Signin', element: <SigninPage /> },
      { path: '/VerifShop', element: <h1>Vérifier la commande</h1> },
    ],
    path,
  );
}

const before = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('/Signup', () => {
  it('says at once, before anything else, that accounts are not open and ordering needs none, with no form to fill', async () => {
    renderAccount('/Signup');
    const title = await screen.findByRole('heading', { level: 1, name: 'Créer un compte' });
    const needsNone = screen.getByText('Aucun compte n’est nécessaire pour commander.');
    const notOpen = screen.getByText(/Les comptes clients ne sont pas encore ouverts/);
    expect(before(title, needsNone)).toBe(true);
    expect(before(needsNone, notOpen)).toBe(true);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Mot de passe')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vérifier la commande' })).toHaveAttribute('href', '/VerifShop');
    expect(screen.getByRole('link', { name: 'Mon espace' })).toHaveAttribute('href', '/Profil');
    expect(screen.getByText(/code client/)).toBeInTheDocument();
  });
});

describe('/Signin, before anything is typed', () => {
  it('says first, above the form, that ordering needs no account and accounts are not open, with the way to the checkout', async () => {
    renderAccount('/Signin');
    const form = await screen.findByRole('form', { name: 'Se connecter' });
    const needsNone = screen.getByText('Aucun compte n’est nécessaire pour commander.');
    const notOpen = screen.getByText(/Les comptes clients ne sont pas encore ouverts/);
    const checkout = screen.getByRole('link', { name: 'Vérifier la commande' });
    expect(checkout).toHaveAttribute('href', '/VerifShop');
    for (const said of [needsNone, notOpen, checkout]) expect(before(said, form)).toBe(true);
    expect(before(needsNone, notOpen)).toBe(true);
  });
});

describe('/Signin', () => {
  it('asks for an e-mail and a password, then says there is no account yet', async () => {
    const user = userEvent.setup();
    renderAccount('/Signin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Se connecter' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Adresse mail'), 'amira@example.tn');
    await user.type(screen.getByLabelText('Mot de passe'), 'x');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Il n’existe pas encore de compte auquel se connecter.');
    expect(within(notice).getByRole('link', { name: 'Vérifier la commande' })).toHaveAttribute(
      'href',
      '/VerifShop',
    );
  });
});
