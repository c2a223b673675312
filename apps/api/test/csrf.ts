import request from 'supertest';
import type { App } from 'supertest/types.js';

export interface Visitor {
  /** The cookies a browser would hold after its first GET (visitor id and XSRF-TOKEN). */
  cookie: string;
  /** The anti-forgery token the storefront echoes in X-XSRF-TOKEN. */
  token: string;
  /** A POST that carries the cookies and the header, as the storefront sends it. */
  post(path: string): request.Test;
  /** The same POST as multipart form data, one field a key, as the storefront's forms send it. */
  postForm(path: string, fields: Record<string, string>): request.Test;
}

/** Does what the storefront does before a write: one GET for the token, then cookie + header. */
export async function visitor(app: App): Promise<Visitor> {
  const response = await request(app).get('/api/health');
  const setCookie = response.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = (setCookie ?? []).map((line) => line.split(';')[0]).join('; ');
  const token = /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
  if (!token) throw new Error(`no XSRF-TOKEN cookie after GET /api/health: ${setCookie}`);
  const post = (path: string) =>
    request(app).post(path).set('Cookie', cookie).set('X-XSRF-TOKEN', decodeURIComponent(token));
  return {
    cookie,
    token: decodeURIComponent(token),
    post,
    postForm: (path, fields) =>
      Object.entries(fields).reduce((form, [name, value]) => form.field(name, value), post(path)),
  };
}
