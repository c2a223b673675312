import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visible } from '@/testing/render';
import { Price } from './price';

describe('Price', () => {
  it('shows dinars with three decimals, grouped thousands and the DT suffix', () => {
    const { container } = render(<Price prix={1234.5} prixFinal={1234.5} promo={0} />);
    expect(visible(container.textContent)).toBe('1 234,500 DT');
    expect(container.querySelector('del')).toBeNull();
  });

  it('shows the promo price first and the old price struck through', () => {
    const { container } = render(<Price prix={80} prixFinal={60} promo={25} showPercent />);
    const old = container.querySelector('del');
    expect(visible(old?.textContent)).toBe('au lieu de 80,000 DT');
    expect(visible(container.textContent)).toContain('Prix promo : 60,000 DT');
    expect(screen.getByText('−25%')).toBeInTheDocument();
  });

  it('keeps "DT" on the same line as the amount', () => {
    const { container } = render(<Price prix={7} prixFinal={7} promo={0} />);
    expect(container.textContent).toBe('7,000\u00a0DT');
  });
});
