import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitrine/contracts';
import { describe, expect, it, vi } from 'vitest';
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
    vi.stubGlobal('fetch', vi.fn());
    renderForm();
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('thanks the visitor and empties the field once subscribed, with the anti-forgery header', async () => {
    const user = userEvent.setup();
    // biome-ignore lint/suspicious/noDocumentCookie: the API sets this cookie; the test plays its part
    document.cookie = 'XSRF-TOKEN=jeton-123';
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ message: MESSAGES.newsletterSubscribed }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const field = renderForm();
    await user.type(field, 'leila@example.tn');
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findByText('Merci ! Vous êtes inscrit(e) à notre newsletter.')).toBeInTheDocument();
    expect(field).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/sendemail');
    expect(new Headers(init.headers).get('X-XSRF-TOKEN')).toBe('jeton-123');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'leila@example.tn' });
  });

  it('shows nothing when the subscription fails (spec)', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    const field = renderForm();
    await user.type(field, 'leila@example.tn');
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'S’inscrire' })).toBeEnabled());
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(field).toHaveValue('leila@example.tn');
  });
});
