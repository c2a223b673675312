import {
  type ApiAnswer,
  type ApiInput,
  ERROR_STATUS,
  type ErrorKind,
  errorKindOf,
  fillPath,
  type OperationId,
  type RouteAddress,
  SHELL_MESSAGES,
  SHOP_ROUTES,
  type ShopOperationId,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@vitrine/contracts';

const API_BASE = '/api';

/** The API's error kinds, and what can only go wrong on the way: no answer, or one that is not JSON. */
export type ApiErrorKind = ErrorKind | 'server' | 'network' | 'unexpected_response';

/** Every failure of an API call, with a French message that may be shown as it is. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number,
    /** Field messages of a 422 (`{ field: [messages] }`). */
    readonly fieldErrors: Record<string, string[]> = {},
    /** The parsed body, for callers that need more (e.g. a 409's `code_client`). */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

/** A 404, whether thrown here or revived from the server's rendered page (a plain object then). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'not_found';
}

/** A 401: the owner console's session is missing or expired (the storefront has no sign-in). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'unauthorized';
}

function kindFor(status: number): ApiErrorKind {
  const kind = errorKindOf(status);
  return kind === undefined || kind === 'unavailable' ? 'server' : kind;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

// The API hands out the anti-forgery cookie on GET /api/Sex only (catalogue reads stay free of it), so
// one cheap read fetches it before the visitor's first write.
async function ensureXsrfToken(refresh = false): Promise<string | undefined> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing && !refresh) return existing;
  await fetch(SHOP_ROUTES.listSexes.path, { credentials: 'same-origin' }).catch(() => undefined);
  return readCookie(XSRF_COOKIE);
}

/**
 * How a request reaches the API: the browser's fetch, or the server's own way when it renders a page.
 * `path` is under /api: `/Article/7`.
 */
type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;
let apiFetch: ApiFetch = (path, init) => fetch(`${API_BASE}${path}`, init);

/** The server's renderer reads the API in its own way (see entry-server.tsx). */
export function setApiFetch(fetchApi: ApiFetch) {
  apiFetch = fetchApi;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  refreshToken?: boolean;
  /** JSON body, or FormData sent as multipart. */
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
}

async function send(
  path: string,
  { method = 'GET', body, signal, refreshToken, headers: extraHeaders }: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (method !== 'GET') {
    const token = await ensureXsrfToken(refreshToken);
    if (token) headers[XSRF_HEADER] = token;
  }
  try {
    return await apiFetch(path, {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError('network', SHELL_MESSAGES.serverUnreachable, 0);
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const kind = kindFor(response.status);
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
  return new ApiError(
    kind,
    typeof message === 'string' ? message : SHELL_MESSAGES.internalError,
    response.status,
    isFieldErrors(errors) ? errors : {},
    body,
  );
}

/** A 422's `errors`: French messages per field. */
function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (list) => Array.isArray(list) && list.every((item) => typeof item === 'string'),
    )
  );
}

async function isStaleToken(response: Response): Promise<boolean> {
  if (response.status !== ERROR_STATUS.forbidden) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return (body as { message?: unknown } | undefined)?.message === SHELL_MESSAGES.csrfInvalid;
}

/**
 * Sends a request to the API; any failure is an `ApiError`. The answer is typed by its contract, not
 * parsed with it here: zod stays out of the pages that only read
 * (docs/decisions/0007-responses-typed-not-parsed.md), and the API's own tests hold every answer to its schema.
 */
async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  let response = await send(path, options);
  // A stale anti-forgery token is refreshed once (the cookie may have expired or rotated). Another 403
  // (an order from a blocked phone) is the answer itself: sent again, it would count a second try.
  if (options.method && options.method !== 'GET' && (await isStaleToken(response))) {
    response = await send(path, { ...options, refreshToken: true });
  }
  if (!response.ok) throw await toApiError(response);
  // 204: done, nothing to read (a sign-out, a session check).
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError('unexpected_response', SHELL_MESSAGES.unexpectedResponse, response.status);
  }
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
}

/** A route's input, which may be left out when the route needs none. */
export type CallArguments<K extends OperationId> =
  object extends ApiInput<K>
    ? [input?: ApiInput<K>, options?: CallOptions]
    : [input: ApiInput<K>, options?: CallOptions];

/** A table of declared routes (SHOP_ROUTES, OWNER_ROUTES): each part of the web app reads its own. */
export type Routes<K extends OperationId> = { readonly [P in K]: RouteAddress };

/** The address of a declared route with its input: `/api/Article/7`, `/api/search?q=bague`. */
export function urlOf<K extends OperationId>(routes: Routes<K>, operation: K, input?: ApiInput<K>): string {
  return fillPath(routes[operation].path, input?.params) + toQueryString(input?.query ?? {});
}

/**
 * Calls the route declared as `operation` in `routes`: its method and path from the declaration, the
 * input and the answer typed by its contract.
 */
export function callRoute<K extends OperationId>(
  routes: Routes<K>,
  operation: K,
  ...[input, options]: CallArguments<K>
): Promise<ApiAnswer<K>> {
  return apiRequest<ApiAnswer<K>>(urlOf(routes, operation, input).slice(API_BASE.length), {
    method: routes[operation].method,
    body: input?.body,
    ...options,
  });
}

/** Calls one of the storefront's routes (SHOP_ROUTES). */
export const call = <K extends ShopOperationId>(operation: K, ...input: CallArguments<K>) =>
  callRoute(SHOP_ROUTES, operation, ...input);

/** A query string from the defined, non-empty values (`?a=1&b=x`), or '' when there are none. */
export function toQueryString(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
