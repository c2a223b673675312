import { describe, expect, it } from 'vitest';
import { answer } from '@/testing/api-server';
import { makeArticle } from '@/testing/fixtures';
import { apiGet } from './api-client';

// The server may put a page's first answer in the page itself (the API's http/page-head.ts).
function embed(apiPath: string, json: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.dataset.api = apiPath;
  script.textContent = JSON.stringify(json);
  document.body.append(script);
}

describe('a read the server answered in the page', () => {
  it('is taken from the page once, without a request; the next read asks the API', async () => {
    const inPage = makeArticle({ id: 7, nom: 'Bague Aube' });
    const fromApi = makeArticle({ id: 7, nom: 'Bague Aube (relue)' });
    embed('/Article/7', inPage);
    embed('/Article/8', makeArticle({ id: 8 }));
    const requests = answer('get', '/Article/7', fromApi);

    expect(await apiGet('/Article/7')).toEqual(inPage);
    expect(requests).toHaveLength(0);
    expect(await apiGet('/Article/7')).toEqual(fromApi);
    expect(requests).toHaveLength(1);
    expect(document.querySelectorAll('script[data-api]')).toHaveLength(1);
  });
});
