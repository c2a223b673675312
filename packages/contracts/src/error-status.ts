/** What went wrong, as the API says it with its status; both apps read statuses through this table. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  invalid_data: 422,
  rate_limited: 429,
  unavailable: 503,
} as const;
export type ErrorKind = keyof typeof ERROR_STATUS;

const KIND_BY_STATUS = new Map<number, ErrorKind>(
  Object.entries(ERROR_STATUS).map(([kind, status]) => [status, kind as ErrorKind]),
);

/** The kind of an error status; undefined for a status the API does not send on purpose (500 …). */
export function errorKindOf(status: number): ErrorKind | undefined {
  return KIND_BY_STATUS.get(status);
}
