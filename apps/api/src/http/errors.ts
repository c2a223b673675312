import { MESSAGES, type ValidationError } from '@vitrine/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';

export type ErrorKind =
  | 'bad_request'
  | 'too_large'
  | 'not_found'
  | 'invalid_data'
  | 'conflict'
  | 'forbidden'
  | 'rate_limited'
  | 'unavailable';

const STATUS: Record<ErrorKind, number> = {
  bad_request: 400,
  too_large: 413,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  invalid_data: 422,
  rate_limited: 429,
  unavailable: 503,
};

/** The one error type of the API; the error middleware turns it into a status and a French body. */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  static invalid(validation: ValidationError): AppError {
    return new AppError('invalid_data', validation.message, { errors: validation.errors });
  }
}

export const apiNotFound: RequestHandler = () => {
  throw new AppError('not_found', MESSAGES.routeNotFound);
};

/** body-parser's errors carry a `type`; everything else unexpected is a 500 without internals. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const appError = error instanceof AppError ? error : fromFrameworkError(error);
  if (!appError) {
    req.log?.error({ err: error }, 'unhandled error');
    res.status(500).json({ message: MESSAGES.internalError });
    return;
  }
  res.status(STATUS[appError.kind]).json({ message: appError.message, ...appError.body });
};

function fromFrameworkError(error: unknown): AppError | undefined {
  const type = (error as { type?: unknown }).type;
  if (type === 'entity.parse.failed') return new AppError('bad_request', MESSAGES.invalidJson);
  if (type === 'entity.too.large') return new AppError('too_large', MESSAGES.payloadTooLarge);
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new AppError('bad_request', 'Encodage de la requête non pris en charge.');
  }
  if ((error as { status?: unknown }).status === 404) return new AppError('not_found', MESSAGES.notFound);
  if (isDatabaseDown(error)) return new AppError('unavailable', MESSAGES.databaseUnavailable);
  return undefined;
}

function isDatabaseDown(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code;
  return code === 'ECONNREFUSED' || code === '57P01' || code === '57P03' || code === 'DatabaseNotReachable';
}
