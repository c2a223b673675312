import { describe, expect, it } from 'vitest';
import { givesUp, triesLabel, waitingLabel } from './desk';

describe('the desk’s facts, as the console says them', () => {
  it.each([
    [0, 'à l’instant'],
    [12, 'il y a 12 min'],
    [60, 'il y a 1 h'],
    [125, 'il y a 2 h 05'],
    [3 * 24 * 60 + 10, 'il y a 3 j'],
  ])('%i minutes of waiting read « %s »', (minutes, label) => {
    expect(waitingLabel(minutes)).toBe(label);
  });

  it('counts the unanswered calls, and gives up after three', () => {
    expect(triesLabel(0)).toBe('Pas encore appelé');
    expect(triesLabel(1)).toBe('1 tentative');
    expect(triesLabel(2)).toBe('2 tentatives');
    expect(givesUp(2)).toBe(false);
    expect(givesUp(3)).toBe(true);
  });
});
