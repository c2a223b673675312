import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type OwnerPromo, PROMO_ADMIN_MESSAGES } from '@vitrine/contracts';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '@/testing/api-server';
import { answerVerb, COUNTS, renderConsole, signedIn } from '../testing/owner-harness';

const promo = (overrides: Partial<OwnerPromo>): OwnerPromo => ({
  id: 1,
  code: 'BIENVENUE10',
  reduction: 10,
  active: true,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  usage_count: 0,
  created_at: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

describe('Codes promo (/gestion/promos)', () => {
  it('lists each code with where it stands and its uses; a switch-off sends only that', async () => {
    const user = userEvent.setup();
    signedIn();
    answer('get', '/owner/orders', { orders: [], total: 0, counts: COUNTS });
    answer('get', '/owner/promos', {
      promos: [
        promo({ id: 2, code: 'SOLDES20', reduction: 20, usage_limit: 50, usage_count: 12 }),
        promo({ id: 1, code: 'ETE25', ends_at: '2025-09-01T00:00:00.000Z', usage_count: 1 }),
      ],
    });
    const changes = answerVerb('patch', '/owner/promos/:id', () =>
      HttpResponse.json(promo({ id: 2, code: 'SOLDES20', active: false })),
    );
    renderConsole('/gestion/promos');

    const soldes = await screen.findByRole('listitem', { name: 'SOLDES20' });
    expect(within(soldes).getByText('−20 %')).toBeInTheDocument();
    expect(within(soldes).getByText('Actif')).toBeInTheDocument();
    expect(within(soldes).getByText('12 utilisations sur 50')).toBeInTheDocument();
    const ete = screen.getByRole('listitem', { name: 'ETE25' });
    expect(within(ete).getByText('Expiré')).toBeInTheDocument();
    expect(within(ete).getByText('1 utilisation')).toBeInTheDocument();

    await user.click(within(soldes).getByRole('button', { name: 'Désactiver SOLDES20' }));
    await vi.waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toEqual({ path: '/api/owner/promos/2', body: { active: false } });
  });

  it('creates a code as typed, dates left empty as none; a refusal is said on its field', async () => {
    const user = userEvent.setup();
    signedIn();
    answer('get', '/owner/orders', { orders: [], total: 0, counts: COUNTS });
    answer('get', '/owner/promos', { promos: [] });
    const created = answer('post', '/owner/promos', () =>
      HttpResponse.json(
        {
          message: PROMO_ADMIN_MESSAGES.codeTaken('PRINTEMPS'),
          errors: { code: [PROMO_ADMIN_MESSAGES.codeTaken('PRINTEMPS')] },
        },
        { status: 409 },
      ),
    );
    renderConsole('/gestion/promos');

    const form = await screen.findByRole('form', { name: 'Nouveau code' });
    expect(await screen.findByText('Aucun code promo pour le moment.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Code'), 'printemps');
    await user.type(within(form).getByLabelText('Réduction (%)'), '15');
    await user.click(within(form).getByRole('button', { name: 'Créer le code' }));

    expect(await within(form).findByText(PROMO_ADMIN_MESSAGES.codeTaken('PRINTEMPS'))).toBeInTheDocument();
    expect(created.map((sent) => sent.body)).toEqual([
      { code: 'printemps', reduction: '15', starts_at: null, ends_at: null, usage_limit: null, active: true },
    ]);
  });
});
