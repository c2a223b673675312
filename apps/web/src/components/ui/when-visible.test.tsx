import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './when-visible';

// A hand-driven IntersectionObserver: the test says when the placeholder comes near the viewport.
let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
class ObserverDriven {
  constructor(callback: typeof report) {
    report = callback;
  }
  observe() {}
  disconnect() {}
}

afterEach(() => vi.unstubAllGlobals());

describe('WhenVisible', () => {
  it('keeps the space, then shows its children once they come near the viewport', () => {
    vi.stubGlobal('IntersectionObserver', ObserverDriven);
    const { container } = render(
      <WhenVisible minHeight="320px">
        <p>Newsletter</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('Newsletter')).not.toBeInTheDocument();
    expect((container.firstChild as HTMLElement).style.minHeight).toBe('320px');
    act(() => report?.([{ isIntersecting: false }]));
    expect(screen.queryByText('Newsletter')).not.toBeInTheDocument();
    act(() => report?.([{ isIntersecting: true }]));
    expect(screen.getByText('Newsletter')).toBeInTheDocument();
  });
});
