import { describe, expect, it } from 'vitest';
import { ApiError, isNotFound } from './api-client';

describe('isNotFound', () => {
  it('knows a 404 thrown here and one revived from the server’s rendered page', () => {
    const thrown = new ApiError('not_found', 'Article introuvable.', 404);
    expect(isNotFound(thrown)).toBe(true);
    expect(isNotFound(JSON.parse(JSON.stringify(thrown)))).toBe(true);
    expect(isNotFound(new ApiError('server', 'Erreur', 500))).toBe(false);
    expect(isNotFound(null)).toBe(false);
    expect(isNotFound('not_found')).toBe(false);
  });
});
