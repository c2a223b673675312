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

describe.each([
  ['/Signup', 'Créer un compte'],
  ['/Signin', 'Se connecter'],
] as const)('%s, before anything is typed', (path, formName) => {
  it('says first, above the form, that ordering needs no account and accounts are not open, with the way to the checkout', async () => {
    renderAccount(path);
    const form = await screen.findByRole('form', { name: formName });
    const needsNone = screen.getByText('Aucun compte n’est nécessaire pour commander.');
    const notOpen = screen.getByText(/Les comptes clients ne sont pas encore ouverts/);
    const checkout = screen.getByRole('link', { name: 'Vérifier la commande' });
    expect(checkout).toHaveAttribute('href', '/VerifShop');
    for (const said of [needsNone, notOpen, checkout]) expect(before(said, form)).toBe(true);
    expect(before(needsNone, notOpen)).toBe(true);
  });
});

describe('/Signup', () => {
  it('offers the spec’s three fields and says plainly that ordering needs no account', async () => {
    renderAccount('/Signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Créer un compte' })).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse mail')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText("Nom d'utilisateur")).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    expect(screen.getByText(/Aucun compte n’est nécessaire pour commander/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vérifier la commande' })).toHaveAttribute('href', '/VerifShop');
    expect(screen.queryByRole('button', { name: /Google|Facebook/i })).not.toBeInTheDocument();
  });

  it('shows the password rule once the field is left with a weak password, and hides it once the rule is met', async () => {
    const user = userEvent.setup();
    renderAccount('/Signup');
    const password = await screen.findByLabelText('Mot de passe');
    await user.type(password, 'bijou2026');
    await user.tab();
    expect(await screen.findByText(MESSAGES.passwordRule)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.passwordRule));

    await user.clear(password);
    await user.type(password, 'Bijou2026');
    expect(screen.queryByText(MESSAGES.passwordRule)).not.toBeInTheDocument();
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('refuses an invalid form with every message, and never claims an account was created', async () => {
    const user = userEvent.setup();
    renderAccount('/Signup');
    await user.type(await screen.findByLabelText("Nom d'utilisateur"), 'a b');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.usernameInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRule)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('answers a valid form honestly: accounts are not open, no account was created, ordering needs none', async () => {
    const user = userEvent.setup();
    renderAccount('/Signup');
    await user.type(await screen.findByLabelText('Adresse mail'), 'amira@example.tn');
    await user.type(screen.getByLabelText("Nom d'utilisateur"), 'amira.b');
    await user.type(screen.getByLabelText('Mot de passe'), 'Bijou2026');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Les comptes clients ne sont pas encore ouverts');
    expect(notice).toHaveTextContent('Aucun compte n’a été créé.');
    expect(notice).not.toHaveTextContent(/bienvenue|compte créé/i);
    expect(screen.queryByLabelText('Mot de passe')).not.toBeInTheDocument();
  });
});

describe('/Signin', () => {
  it('asks for an e-mail and a password (not the new-password rule), then says there is no account yet', async () => {
    const user = userEvent.setup();
    renderAccount('/Signin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Se connecter' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Adresse mail'), 'amira@example.tn');
    await user.type(screen.getByLabelText('Mot de passe'), 'x');
    expect(screen.queryByText(MESSAGES.passwordRule)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Il n’existe pas encore de compte auquel se connecter.');
    expect(within(notice).getByRole('link', { name: 'Vérifier la commande' })).toHaveAttribute(
      'href',
      '/VerifShop',
    );
  });
});
