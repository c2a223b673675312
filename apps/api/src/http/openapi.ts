import { STATUS_CODES } from 'node:http';
import {
  type Answer,
  API_CONTRACTS,
  API_ROUTES,
  ErrorBodySchema,
  type OperationId,
  OWNER_COOKIE,
  PATH_PARAMETERS,
  pathParameterNames,
  type RouteAddress,
  type RouteContract,
  ValidationErrorSchema,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@vitrine/contracts';
import { Router } from 'express';
import { z } from 'zod';
import { mount } from './mount.js';

// The OpenAPI document (GET /api/openapi.json), built from the routes the contracts declare
// (API_ROUTES: where, API_CONTRACTS: what), the same declaration the API mounts with (http/mount.ts).

/** A declared route: its address and its contract, under its operation id. */
export interface ApiRoute extends RouteAddress, RouteContract {
  operationId: OperationId;
}

/** Every route the contracts declare, in their order. */
export const DECLARED_ROUTES: readonly ApiRoute[] = (Object.keys(API_ROUTES) as OperationId[]).map(
  (operationId) => ({
    operationId,
    ...API_ROUTES[operationId],
    ...(API_CONTRACTS[operationId] as RouteContract),
  }),
);

/**
 * A schema as JSON Schema (2020-12, OpenAPI 3.1's dialect): what a client sends, or what it receives.
 * A record keyed by an enum (the count of each state) names each key as a property too, not only as
 * required: a reader (and Redocly) then finds every required property described.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    override: ({ jsonSchema }) => {
      const { required, properties, additionalProperties } = jsonSchema;
      if (required && !properties && typeof additionalProperties === 'object') {
        jsonSchema.properties = Object.fromEntries(required.map((name) => [name, additionalProperties]));
      }
    },
  });
  return json;
}

/** `/api/Article/:id` → `/api/Article/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

const MEDIA_TYPES = { json: 'application/json', form: 'multipart/form-data' } as const;

function parametersOf(route: ApiRoute): object[] {
  const inPath = pathParameterNames(route.path).map((name) => {
    const schema: z.ZodType | undefined = PATH_PARAMETERS[name as keyof typeof PATH_PARAMETERS];
    if (!schema)
      throw new Error(`${route.path}: no schema for the path parameter "${name}" in PATH_PARAMETERS`);
    return { name, in: 'path', required: true, schema: jsonSchemaOf(schema, 'input') };
  });
  if (!route.query) return inPath;
  const query = jsonSchemaOf(route.query, 'input') as { properties?: object; required?: string[] };
  if (!query.properties) throw new Error(`${route.path}: the query schema is not an object`);
  return [
    ...inPath,
    ...Object.entries(query.properties).map(([name, schema]) => ({
      name,
      in: 'query',
      required: query.required?.includes(name) ?? false,
      schema,
    })),
  ];
}

function responseOf(status: number, answer: Answer): object {
  const description = STATUS_CODES[status] ?? String(status);
  if (answer === null) return { description };
  if ('mediaType' in answer) return { description, content: { [answer.mediaType]: {} } };
  return { description, content: { 'application/json': { schema: jsonSchemaOf(answer, 'output') } } };
}

const TAGS = [
  { name: 'Boutique', description: 'Le catalogue, le panier et la commande, ouverts à tous.' },
  { name: 'Gestion', description: 'La console de la boutique, derrière la session de gestion.' },
  { name: 'Exploitation', description: "Les sondes d'un répartiteur de charge et ce document." },
] as const;

const OPERATIONS = new Set<OperationId>(['getLiveness', 'getReadiness', 'getHealth', 'getOpenApiDocument']);

const tagOf = (route: ApiRoute): (typeof TAGS)[number]['name'] =>
  route.path.startsWith('/api/owner/')
    ? 'Gestion'
    : OPERATIONS.has(route.operationId)
      ? 'Exploitation'
      : 'Boutique';

// Node answers it to any request whose headers pass its limit (16 kB), before the shop sees it.
const HEADERS_TOO_LARGE = {
  description:
    'Request Header Fields Too Large : en-têtes au-delà de 16 ko, refusés par le serveur (sans corps)',
};

function operationOf(route: ApiRoute): object {
  const parameters = parametersOf(route);
  const takesInput = parameters.length > 0 || route.body !== undefined || route.upload !== undefined;
  const writes = route.method !== 'GET';
  const responses: Record<string, object> = {};
  for (const [status, answer] of Object.entries(route.answers)) {
    responses[status] = responseOf(Number(status), answer);
  }
  // The refusals the API adds to what a route answers (http/errors.ts): each is `{ message }` in French.
  if (takesInput && !route.answers[422]) responses[422] = responseOf(422, ValidationErrorSchema);
  if (route.owner) responses[401] = responseOf(401, ErrorBodySchema);
  // A write without its anti-forgery token; a console route for a role it is not open to.
  if (writes || route.owner) responses[403] = responseOf(403, ErrorBodySchema);
  responses[431] = { $ref: '#/components/responses/HeadersTooLarge' };
  responses.default = {
    description: 'Erreur',
    content: { 'application/json': { schema: jsonSchemaOf(ErrorBodySchema, 'output') } },
  };

  const requirement: Record<string, string[]> = {};
  if (route.owner) requirement.ownerSession = [];
  if (writes) requirement.antiForgery = [];
  const body = route.body ?? route.upload;
  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: [tagOf(route)],
    ...(parameters.length > 0 && { parameters }),
    ...(body && {
      requestBody: {
        // The listings read an absent body as their first page.
        required: !body.safeParse({}).success,
        content: Object.fromEntries(
          (route.upload ? (['form'] as const) : (route.bodyTypes ?? ['json'])).map((type) => [
            MEDIA_TYPES[type],
            { schema: jsonSchemaOf(body, 'input') },
          ]),
        ),
      },
    }),
    responses,
    // Public reads say so: no requirement at all, rather than none written.
    security: Object.keys(requirement).length > 0 ? [requirement] : [],
  };
}

/** The OpenAPI 3.1 document of `routes` (the declared ones by default). */
export function openApiDocument(routes: readonly ApiRoute[] = DECLARED_ROUTES): Record<string, unknown> {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vitrine',
      version: '1',
      description: `L'API de la boutique. Chaque écriture renvoie la valeur du cookie ${XSRF_COOKIE} (posé par les lectures) dans l'en-tête ${XSRF_HEADER} ; une erreur de validation est un 422 \`{ message, errors: { champ: [messages] } }\`, toute autre erreur un \`{ message }\` en français.`,
      // No public licence: the shop's own API (an SPDX reference to a licence of its own).
      license: { name: 'Propriétaire : tous droits réservés', identifier: 'LicenseRef-Proprietary' },
    },
    // The origin that serves this document: each shop describes itself, wherever it is deployed.
    servers: [{ url: '/', description: 'La boutique qui sert ce document' }],
    tags: TAGS,
    paths,
    components: {
      responses: { HeadersTooLarge: HEADERS_TOO_LARGE },
      securitySchemes: {
        antiForgery: {
          type: 'apiKey',
          in: 'header',
          name: XSRF_HEADER,
          description: `La valeur du cookie ${XSRF_COOKIE}, posé par les lectures de l'API (double envoi).`,
        },
        ownerSession: {
          type: 'apiKey',
          in: 'cookie',
          name: OWNER_COOKIE,
          description: `La session de gestion, ouverte par ${API_ROUTES.signIn.method} ${API_ROUTES.signIn.path}.`,
        },
      },
    },
  };
}

/** The document changes only with a deployment: caches may keep it a while, then check its ETag. */
export const OPENAPI_CACHE_CONTROL = 'public, max-age=300';

/** `GET /openapi.json`, built once on first request from the declared routes: no database, no cookie. */
export function openApiRoutes(): Router {
  const router = Router();
  let text: string | undefined;
  mount(router, 'getOpenApiDocument', (_input, _req, res) => {
    text ??= JSON.stringify(openApiDocument());
    res.set('Cache-Control', OPENAPI_CACHE_CONTROL).type('application/json').send(text);
  });
  return router;
}
