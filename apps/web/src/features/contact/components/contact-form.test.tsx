import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitrine/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, type SentRequest } from '@/testing/api-server';
import { sexes } from '@/testing/fixtures';
import { ContactForm } from './contact-form';

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ContactForm />
    </QueryClientProvider>,
  );
  return {
    nom: screen.getByRole('textbox', { name: 'Nom' }),
    email: screen.getByRole('textbox', { name: 'E-mail' }),
    sujet: screen.getByRole('textbox', { name: 'Sujet' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
    banner: screen.getByRole('status', { name: 'Résultat de l’envoi' }),
  };
}

/** The bodies the API received, one per POST /api/ContactMessage, answered with `reply`. */
function serveContact(reply: Parameters<typeof answer>[2]) {
  // A first visit: the anti-forgery cookie comes with a first read.
  answer('get', '/Sex', sexes);
  const received = answer('post', '/ContactMessage', reply);
  return { bodies: () => received.map((sent: SentRequest) => sent.body) };
}

const later = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ContactForm', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Testing Library drains React's work with a setTimeout(0); it advances fake timers only through
    // Jest's API, so it is given that one function.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the message, says so for 2 s and empties the form', async () => {
    const received = serveContact({ message: MESSAGES.contactSuccess });
    const form = renderForm();
    await user.type(form.nom, 'Leïla Haddad');
    await user.type(form.email, ' Leila@Example.tn ');
    await user.type(form.sujet, 'Taille de bague');
    await user.type(form.message, 'Faites-vous la taille 48 ?');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByText('Votre message a été envoyé avec succès!')).toBeInTheDocument();
    expect(received.bodies()).toEqual([
      {
        nom: 'Leïla Haddad',
        email: 'leila@example.tn',
        sujet: 'Taille de bague',
        message: 'Faites-vous la taille 48 ?',
      },
    ]);
    for (const field of [form.nom, form.email, form.sujet, form.message]) expect(field).toHaveValue('');

    await later(1_999);
    expect(form.banner).toHaveTextContent(MESSAGES.contactSuccess);
    await later(1);
    expect(form.banner).toBeEmptyDOMElement();
  });

  it('says "echec d\'envoi !" for 2 s when the server fails, and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveContact(apiError(500, MESSAGES.internalError));
    const form = renderForm();
    await user.type(form.nom, 'Sami');
    await user.type(form.email, 'sami@example.tn');
    await user.type(form.sujet, 'Livraison');
    await user.type(form.message, 'Livrez-vous à Djerba ?');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByText("echec d'envoi !")).toBeInTheDocument();
    expect(form.nom).toHaveValue('Sami');
    expect(form.message).toHaveValue('Livrez-vous à Djerba ?');
    await later(1_999);
    expect(form.banner).toHaveTextContent(MESSAGES.contactFailure);
    await later(1);
    expect(form.banner).toBeEmptyDOMElement();
  });

  it('an invalid form shows "echec d\'envoi !" for 2 s, the fields\' messages, and sends nothing', async () => {
    const received = serveContact({ message: MESSAGES.contactSuccess });
    const form = renderForm();
    await user.type(form.email, 'leila@');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByText("echec d'envoi !")).toBeInTheDocument();
    expect(screen.getByText('Nom est requis.')).toBeInTheDocument();
    expect(screen.getByText('Adresse mail est requise et doit être au format valide.')).toBeInTheDocument();
    expect(screen.getByText('Sujet est requis.')).toBeInTheDocument();
    expect(screen.getByText('Message est requis.')).toBeInTheDocument();
    expect(form.nom).toHaveAttribute('aria-invalid', 'true');
    expect(form.nom).toHaveAccessibleDescription('Nom est requis.');
    await later(2_000);
    expect(form.banner).toBeEmptyDOMElement();
    expect(received.bodies()).toEqual([]);
  });

  it('says nothing while the form is being filled, then each message goes as its field is corrected', async () => {
    serveContact({ message: MESSAGES.contactSuccess });
    const form = renderForm();
    await user.click(form.sujet);
    await user.tab();
    expect(screen.queryByText('Sujet est requis.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Sujet est requis.')).toBeInTheDocument();
    await user.type(form.sujet, 'Taille de bague');
    await waitFor(() => expect(screen.queryByText('Sujet est requis.')).not.toBeInTheDocument());
    expect(screen.getByText('Nom est requis.')).toBeInTheDocument();
  });
});
