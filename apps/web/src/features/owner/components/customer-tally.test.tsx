import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CustomerTally, tallyText } from './customer-tally';

describe('CustomerTally', () => {
  it.each([
    [{ livrees: 3, refusees: 1, annulees: 0 }, '3 livrées · 1 refusée'],
    [{ livrees: 1, refusees: 0, annulees: 2 }, '1 livrée · 2 annulées'],
    [{ livrees: 0, refusees: 2, annulees: 1 }, '2 refusées · 1 annulée'],
    [{ livrees: 0, refusees: 0, annulees: 0 }, ''],
  ])('%j reads « %s »', (tally, text) => {
    expect(tallyText(tally)).toBe(text);
  });

  it('turns to a warning, said in words too, after any refusal', () => {
    const { container } = render(<CustomerTally tally={{ livrees: 3, refusees: 1, annulees: 0 }} />);
    expect(container).toHaveTextContent('Attention : 3 livrées · 1 refusée');
    expect(screen.getByText(/3 livrées/)).toHaveAttribute('data-warning', 'true');
  });

  it('stays calm without a refusal, and says what it is told when there is no outcome yet', () => {
    const { container, rerender } = render(
      <CustomerTally tally={{ livrees: 2, refusees: 0, annulees: 1 }} />,
    );
    expect(container).toHaveTextContent(/^2 livrées · 1 annulée$/);
    expect(screen.getByText(/2 livrées/)).not.toHaveAttribute('data-warning');
    rerender(<CustomerTally tally={{ livrees: 0, refusees: 0, annulees: 0 }} none="Première commande" />);
    expect(container).toHaveTextContent(/^Première commande$/);
  });

  it('on an order, opens the phone’s record and says it is one, with the wording asked for no outcome', () => {
    render(
      <MemoryRouter>
        <CustomerTally tally={{ livrees: 0, refusees: 1, annulees: 0 }} phone="22 123 456" />
        <CustomerTally
          tally={{ livrees: 0, refusees: 0, annulees: 0 }}
          phone="98765432"
          none="Nouveau client"
        />
      </MemoryRouter>,
    );
    const refused = screen.getByRole('link', { name: 'Fiche client, attention : 1 refusée' });
    expect(refused).toHaveAttribute('href', '/gestion/clients/22123456');
    expect(refused).toHaveAttribute('data-warning', 'true');
    const unknown = screen.getByRole('link', { name: 'Fiche client : Nouveau client' });
    expect(unknown).toHaveAttribute('href', '/gestion/clients/98765432');
    expect(unknown).not.toHaveAttribute('data-warning');
  });
});
