import {
  API_CONTRACTS,
  API_ROUTES,
  MESSAGES,
  type OperationId,
  PATH_PARAMETERS,
  pathParameterNames,
  type RouteAddress,
  type RouteContract,
  STAFF_ROLE_LABELS,
  type StaffRole,
  type ValidInput,
} from '@vitrine/contracts';
import type { Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import { AppError } from '../app-error.js';
import { parse } from './validate.js';

/** Every API router is mounted at `/api`: a route's Express path is its declared path without it. */
const API_PREFIX = '/api';

export interface MountSteps {
  /** Run before the request is read: rate limits, the multipart form's parser. */
  before?: RequestHandler[];
  /** Run once the input is valid (req.body is then the parsed body): limits keyed by what was sent. */
  after?: RequestHandler[];
  /** The refusal of an input the contract does not accept (default: the 422 with French messages per field). */
  refuse?: () => AppError;
}

export type RouteHandler<K extends OperationId> = (
  input: ValidInput<K>,
  req: Request,
  res: Response,
) => unknown;

/** The object schema of a path's parameters (`{ id: IdSchema }` for `/api/Article/:id`), or none. */
function paramsSchemaOf(path: string): z.ZodType | undefined {
  const names = pathParameterNames(path) as Array<keyof typeof PATH_PARAMETERS>;
  if (names.length === 0) return undefined;
  return z.object(Object.fromEntries(names.map((name) => [name, PATH_PARAMETERS[name]])));
}

/**
 * A console route's role check (OWNER_ROUTES' `owner` column): the owner router's guard has already
 * answered 401 without a session and left who signed in in res.locals.signedIn.
 */
function allowRoles(roles: readonly StaffRole[]): RequestHandler {
  return (_req, res, next) => {
    const role = (res.locals.signedIn as { role: StaffRole } | undefined)?.role;
    if (role === undefined) throw new AppError('unauthorized', MESSAGES.ownerSignInRequired);
    if (!roles.includes(role))
      throw new AppError('forbidden', MESSAGES.roleForbidden(STAFF_ROLE_LABELS[role]));
    next();
  };
}

/**
 * Registers the declared route `operation` on `router` (mounted at /api): its method and path from
 * API_ROUTES, a console route's role check, then `before`, the request validated with its contract from API_CONTRACTS (path
 * parameters, query, body, in that order), `after`, and `handle` with the parsed input.
 */
export function mount<K extends OperationId>(
  router: Router,
  operation: K,
  handle: RouteHandler<K>,
  { before = [], after = [], refuse }: MountSteps = {},
): void {
  const { method, path, owner: roles }: RouteAddress = API_ROUTES[operation];
  const contract: RouteContract = API_CONTRACTS[operation];
  const params = paramsSchemaOf(path);
  const check = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
    if (!refuse) return parse(schema, input);
    const result = schema.safeParse(input);
    if (!result.success) throw refuse();
    return result.data;
  };
  const validate: RequestHandler = (req, res, next) => {
    const input = {
      params: params ? check(params, req.params) : {},
      query: contract.query ? check(contract.query, req.query) : undefined,
      body: contract.body ? check(contract.body, req.body ?? {}) : undefined,
    };
    if (contract.body) req.body = input.body;
    res.locals.input = input;
    next();
  };
  const answer: RequestHandler = async (req, res) => {
    await handle(res.locals.input as ValidInput<K>, req, res);
  };
  // The route's name, for what records the request (the console's journal).
  const named: RequestHandler = (_req, res, next) => {
    res.locals.operation = operation;
    next();
  };
  const expressPath = path.slice(API_PREFIX.length);
  router[method.toLowerCase() as Lowercase<typeof method>](
    expressPath,
    named,
    ...(roles ? [allowRoles(roles)] : []),
    ...before,
    validate,
    ...after,
    answer,
  );
}
