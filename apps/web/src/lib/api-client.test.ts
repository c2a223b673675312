import { describe, expect, it } from 'vitest';
import { makeArticle } from '@/testing/fixtures';
import { takeEmbeddedAnswer } from './api-client';

// The server may put a page's first answer in the page itself (the API's http/first-paint.ts).
function embed(apiPath: string, json: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.dataset.api = apiPath;
  script.textContent = JSON.stringify(json);
  document.body.append(script);
}

describe('an answer the server put in the page', () => {
  it('is taken once, for its own path only', () => {
    const ring = makeArticle({ id: 7, nom: 'Bague Aube' });
    embed('/Article/7', ring);
    embed('/Article/8', makeArticle({ id: 8 }));
    expect(takeEmbeddedAnswer('/Article/9')).toBeUndefined();
    expect(takeEmbeddedAnswer('/Article/7')).toEqual(ring);
    expect(takeEmbeddedAnswer('/Article/7')).toBeUndefined();
    expect(document.querySelectorAll('script[data-api]')).toHaveLength(1);
  });
});
