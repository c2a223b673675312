import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { categories, colors, sexes } from './fixtures';

// The shop's API as the web tests see it: msw answers the page's real requests from fixtures. Each
// test states what the API answers (`apiServer.use(...)`); nothing here re-implements the API's rules.
// A request no handler answers, or one a handler was not told to expect, fails the test (setup.ts).

export const apiServer = setupServer();

const unexpected: string[] = [];

/** Records a request the test did not plan for; the test fails once it ends. */
export function reportUnexpectedRequest(request: Request, why = 'no handler answers it') {
  const url = new URL(request.url);
  unexpected.push(`${request.method} ${url.pathname}${url.search} (${why})`);
}

/** The unexpected requests since the last call, forgotten once read. */
export function takeUnexpectedRequests(): string[] {
  return unexpected.splice(0);
}

/** What the page sent: method, path, query and body (JSON parsed, form fields as strings). */
export interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
}

async function readRequest(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const type = request.headers.get('content-type') ?? '';
  let body: unknown;
  if (type.includes('application/json')) body = await request.clone().json();
  else if (type.includes('multipart/form-data')) {
    const form = await request.clone().formData();
    body = Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
  } else if (request.body) body = await request.clone().text();
  return {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body,
    headers: request.headers,
  };
}

type Answer = JsonBodyType | Response;
// A Response is cloned: a reply given once may answer several requests.
const toResponse = (answer: Answer) =>
  answer instanceof Response ? answer.clone() : HttpResponse.json(answer);

/** An error answer in the API's shape (`{ message }`, or `{ message, errors }` for a 422). */
export const apiError = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ message, ...extra }, { status });

type Reply = Answer | ((sent: SentRequest) => Answer | Promise<Answer>);

/**
 * `method /api<path>` answers `reply`: a JSON body, a Response, or a function of the request that
 * returns one. Returns the requests received, in order.
 */
export function answer(method: 'get' | 'post', path: string, reply: Reply): SentRequest[] {
  return answerInTurn(method, path, [reply]);
}

/** Like `answer`, with one reply per request in turn; the last one repeats. */
export function answerInTurn(method: 'get' | 'post', path: string, replies: Reply[]): SentRequest[] {
  const received: SentRequest[] = [];
  apiServer.use(
    http[method](`/api${path}`, async ({ request }) => {
      const sent = await readRequest(request);
      received.push(sent);
      const reply = replies[Math.min(received.length, replies.length) - 1] as Reply;
      return toResponse(typeof reply === 'function' ? await reply(sent) : reply);
    }),
  );
  return received;
}

type Params = Record<string, unknown>;

/**
 * One request's parameters (a query or a JSON body) as a key: sorted, empty values left out, so that
 * a table can name the exact request it answers.
 */
export function requestKey(params: Params): string {
  return new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)])
      .sort(([a], [b]) => (a ?? '').localeCompare(b ?? '')),
  ).toString();
}

/** The exact query of a catalogue page's `GET /api/articlesPaginate`: page 1, 12 a page, ascending price unless said. */
export const articlesQuery = (params: Params = {}) =>
  requestKey({ page: 1, pageSize: 12, sortOrder: 'asc', ...params });

/** The exact query of the collections page's `GET /api/collectionPaginate`: page 1, 12 a page, ascending unless said. */
export const collectionsQuery = (params: Params = {}) =>
  requestKey({ page: 1, page_size: 12, sortOrder: 'asc', ...params });

function answerTable(
  method: 'get' | 'post',
  path: string,
  table: Record<string, Answer>,
  paramsOf: (request: Request) => Promise<Params>,
): Params[] {
  const received: Params[] = [];
  apiServer.use(
    http[method](`/api${path}`, async ({ request }) => {
      const params = await paramsOf(request);
      received.push(params);
      const found = table[requestKey(params)];
      if (found === undefined) {
        reportUnexpectedRequest(request, `no answer for ${requestKey(params) || 'no parameters'}`);
        return apiError(500, 'Requête inattendue dans ce test.');
      }
      return toResponse(found);
    }),
  );
  return received;
}

/**
 * `GET /api<path>` answers from a table: exact query (see `requestKey`) → answer. A query missing from
 * the table fails the test: the page asked for something the test did not expect. Returns the queries
 * received, in order.
 */
export const answerQueries = (path: string, table: Record<string, Answer>) =>
  answerTable('get', path, table, async (request) => Object.fromEntries(new URL(request.url).searchParams));

/** `POST /api<path>` with a JSON body, answered from a table like `answerQueries`; returns the bodies. */
export const answerBodies = (path: string, table: Record<string, Answer>) =>
  answerTable('post', path, table, async (request) => (await request.clone().json()) as Params);

/** The lists every page's menu and filters read: categories, genres, colours, collections. */
export function answerReferenceData({ collections = [] as JsonBodyType[] } = {}) {
  answer('get', '/Category', categories);
  answer('get', '/Sex', sexes);
  answer('get', '/Color', colors);
  answer('get', '/Collection', collections);
}
