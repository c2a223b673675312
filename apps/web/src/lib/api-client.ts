import {
  ERROR_STATUS,
  ErrorBodySchema,
  type ErrorKind,
  errorKindOf,
  MESSAGES,
  ValidationErrorSchema,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@vitrine/contracts';
import type { z } from 'zod';

export const API_BASE = '/api';

/** The API's error kinds, and what can only go wrong on the way: no answer, or one that breaks its contract. */
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

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'not_found';
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

// The API sets the anti-forgery cookie on any GET; a visitor who lands on a page whose reads were all
// served from cache may not have it yet, so one cheap read fetches it before the first write.
async function ensureXsrfToken(refresh = false): Promise<string | undefined> {
  const existing = readCookie(XSRF_COOKIE);
  if (existing && !refresh) return existing;
  await fetch(`${API_BASE}/Sex`, { credentials: 'same-origin' }).catch(() => undefined);
  return readCookie(XSRF_COOKIE);
}

interface RequestOptions {
  method?: 'GET' | 'POST';
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
    return await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError('network', MESSAGES.serverUnreachable, 0);
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const kind = kindFor(response.status);
  const validation = ValidationErrorSchema.safeParse(body);
  if (validation.success)
    return new ApiError(kind, validation.data.message, response.status, validation.data.errors, body);
  const plain = ErrorBodySchema.safeParse(body);
  const message = plain.success ? plain.data.message : MESSAGES.internalError;
  return new ApiError(kind, message, response.status, {}, body);
}

/** Calls the API and parses the answer with its contract schema; any failure is an `ApiError`. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  let response = await send(path, options);
  // A stale anti-forgery token is refreshed once (the cookie may have expired or rotated).
  if (options.method && options.method !== 'GET' && response.status === ERROR_STATUS.forbidden) {
    response = await send(path, { ...options, refreshToken: true });
  }
  if (!response.ok) throw await toApiError(response);
  const json: unknown = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected response from ${path}`, parsed.error);
    throw new ApiError('unexpected_response', MESSAGES.unexpectedResponse, response.status);
  }
  return parsed.data;
}

export const apiGet = <S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal) =>
  apiRequest(path, schema, { signal });

export const apiPost = <S extends z.ZodType>(path: string, body: unknown, schema: S, signal?: AbortSignal) =>
  apiRequest(path, schema, { method: 'POST', body, signal });

/** A query string from the defined, non-empty values (`?a=1&b=x`), or '' when there are none. */
export function toQueryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
