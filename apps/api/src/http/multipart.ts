import { MESSAGES } from '@vitrine/contracts';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../app-error.js';

export interface FormLimits {
  /** Number of text fields. */
  fields: number;
  /** Bytes per field value. */
  fieldSize: number;
  /** Highest list index in a field name (`items[49][quantite]`). */
  maxIndex: number;
}

/**
 * Reads a multipart form's text fields into req.body, bracket keys included (`client[nom]`,
 * `items[0][quantite]`), within bounds; any file is refused. Other bodies pass through untouched.
 */
export function formFields(limits: FormLimits): RequestHandler {
  const parse = multer({
    limits: {
      fields: limits.fields,
      fieldSize: limits.fieldSize,
      fieldNameSize: 100,
      parts: limits.fields,
      files: 0,
      headerPairs: 20,
      fieldNestingDepth: 2,
      fieldArrayIndexLimit: limits.maxIndex,
    },
  }).none();
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => next(error === undefined ? undefined : toAppError(error)));
  };
}

function toAppError(error: unknown): AppError {
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_FILE_SIZE':
      return new AppError('bad_request', MESSAGES.filesNotAccepted);
    case 'LIMIT_FIELD_VALUE':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_KEY':
      return new AppError('too_large', MESSAGES.payloadTooLarge);
    default:
      // Malformed bodies, names nested too deep or indexed too far: the form cannot be read.
      return new AppError('bad_request', MESSAGES.invalidMultipart);
  }
}
