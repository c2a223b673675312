import type { ErrorKind, ValidationError } from '@vitrine/contracts';

/**
 * The one error type of the API. Services and repositories throw it with a kind; only the HTTP layer
 * (http/errors.ts) turns that kind into a status and a French body.
 */
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
