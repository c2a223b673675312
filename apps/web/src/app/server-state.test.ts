import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerState, serverStateScript } from './server-state';

/** Five minutes ago: the page has been kept since. */
const RENDERED_AT = Date.now() - 5 * 60_000;

/** A page rendered at RENDERED_AT with one read, as the server writes its state into the page. */
function servePage() {
  const server = new QueryClient();
  server.setQueryData(['article', 7], { id: 7, nom: 'Bague Jasmin' }, { updatedAt: RENDERED_AT });
  document.body.innerHTML = serverStateScript({
    origin: 'https://vitrine.example',
    queries: dehydrate(server),
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readServerState', () => {
  it('counts a kept page’s reads from its arrival: hydrated a minute after its rendering, they are fresh, not asked again', () => {
    servePage();
    const before = Date.now();
    const state = readServerState();
    if (!state) throw new Error('no state read');
    const [read] = state.queries.queries;
    expect(read?.state.dataUpdatedAt).toBeGreaterThanOrEqual(before);

    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(client, state.queries);
    expect(client.getQueryState(['article', 7])?.data).toEqual({ id: 7, nom: 'Bague Jasmin' });
    expect(
      client
        .getQueryCache()
        .find({ queryKey: ['article', 7] })
        ?.isStale(),
    ).toBe(false);
  });

  it('finds nothing on a page the server did not render', () => {
    expect(readServerState()).toBeUndefined();
  });
});
