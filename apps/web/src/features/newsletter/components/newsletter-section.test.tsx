import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitrine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiError } from '@/testing/api-server';
import { NewsletterSection } from './newsletter-section';

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewsletterSection />
    </QueryClientProvider>,
  );
  return screen.getByRole('textbox', { name: 'Adresse e-mail' });
}

describe('newsletter', () => {
  it('requires an e-mail address', async () => {
    const user = userEvent.setup();
    const sent = answer('post', '/sendemail', { message: MESSAGES.newsletterSubscribed });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('thanks the visitor and empties the field once subscribed, with the anti-forgery header', async () => {
    const user = userEvent.setup();
    // biome-ignore lint/suspicious/noDocumentCookie: the API sets this cookie; the test plays its part
    document.cookie = 'XSRF-TOKEN=jeton-123';
    const sent = answer('post', '/sendemail', { message: MESSAGES.newsletterSubscribed });
    const field = renderForm();
    await user.type(field, 'leila@example.tn');
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findByText('Merci ! Vous êtes inscrit(e) à notre newsletter.')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('X-XSRF-TOKEN')).toBe('jeton-123');
    expect(sent[0]?.body).toEqual({ email: 'leila@example.tn' });
  });

  it('shows nothing when the subscription fails (spec)', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // biome-ignore lint/suspicious/noDocumentCookie: the API sets this cookie; the test plays its part
    document.cookie = 'XSRF-TOKEN=jeton-123';
    const sent = answer('post', '/sendemail', apiError(500, MESSAGES.internalError));
    const field = renderForm();
    await user.type(field, 'leila@example.tn');
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'S’inscrire' })).toBeEnabled());
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(field).toHaveValue('leila@example.tn');
  });
});
