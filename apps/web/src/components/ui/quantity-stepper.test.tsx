import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_LINE_QUANTITY } from '@vitrine/contracts';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Stepper({ from }: { from: number }) {
  const [quantite, setQuantite] = useState(from);
  return <QuantityStepper nom="Bague Lune" quantite={quantite} onChange={setQuantite} />;
}

describe('QuantityStepper', () => {
  it('stops at the order’s per-line cap (99) and says why', async () => {
    const user = userEvent.setup();
    expect(MAX_LINE_QUANTITY).toBe(99);
    render(<Stepper from={98} />);
    const plus = screen.getByRole('button', { name: 'Augmenter la quantité de Bague Lune' });
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.click(plus);
    expect(screen.getByRole('spinbutton', { name: 'Quantité de Bague Lune' })).toHaveValue(99);
    expect(plus).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('99 au plus par article');
    expect(plus).toHaveAccessibleDescription('99 au plus par article');

    await user.click(screen.getByRole('button', { name: 'Diminuer la quantité de Bague Lune' }));
    expect(screen.getByRole('spinbutton')).toHaveValue(98);
    expect(plus).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('never offers to go below one', () => {
    render(<Stepper from={1} />);
    expect(screen.getByRole('button', { name: 'Diminuer la quantité de Bague Lune' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Augmenter la quantité de Bague Lune' })).toBeEnabled();
  });
});
