import { PATH_PARAMETERS, toValidationError } from '@vitrine/contracts';
import express, { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { visitor } from '../../test/csrf.js';
import { createTestApp } from '../../test/database.js';
import { createPrisma } from '../db/prisma.js';
import {
  type ApiRoute,
  DECLARED_ROUTES,
  jsonSchemaOf,
  OPENAPI_CACHE_CONTROL,
  openApiPath,
} from './openapi.js';

// The document needs no database: the app is given one that is never there. A request that reached it
// would fail (503), which the tests below would see.
const db = createPrisma('postgres://nobody@127.0.0.1:1/nowhere', { max: 1 });
const app = await createTestApp(db);
const shopper = await visitor(app);
const { body: document } = await request(app).get('/api/openapi.json').expect(200);

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  rawPath?: unknown;
  handle: { stack?: Layer[] };
}

/** `GET /api/Article/:id` for every route in Express's router stack (nested routers included). */
function mountedRoutes(stack: Layer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    const path = layer.route?.path ?? layer.rawPath;
    // A route mounted on a pattern or a list cannot be matched with the table: it must be described by hand.
    if (typeof path !== 'string') throw new Error(`${prefix}: a route or router on ${String(path)}`);
    if (layer.route) {
      return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${prefix}${path}`);
    }
    return layer.handle.stack ? mountedRoutes(layer.handle.stack, path === '/' ? prefix : prefix + path) : [];
  });
}

const routeKey = (route: Pick<ApiRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;
const DESCRIBED = new Set(DECLARED_ROUTES.map(routeKey));

/** The API's routes an app mounts that the contracts do not declare (the storefront's pages are not the API). */
const undescribedRoutes = (someApp: express.Express) =>
  mountedRoutes((someApp as unknown as { router: { stack: Layer[] } }).router.stack)
    .filter((route) => route.split(' ')[1]?.startsWith('/api/'))
    .filter((route) => !DESCRIBED.has(route));

const MOUNTED = mountedRoutes((app as unknown as { router: { stack: Layer[] } }).router.stack);

const operationOf = (route: ApiRoute) =>
  document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];

/** A request to the route with its path parameters filled in. */
const EXAMPLE_PARAMETERS: Record<string, string> = { id: '1', imageId: '1', reference: 'VT-2025-000001' };
const urlOf = (route: ApiRoute, query = '') =>
  route.path.replace(/:(\w+)/g, (_match, name: string) => EXAMPLE_PARAMETERS[name] ?? name) + query;
const send = (route: ApiRoute, url = urlOf(route)) =>
  route.method === 'GET'
    ? request(app).get(url)
    : request(app)
        [route.method.toLowerCase() as 'post' | 'put' | 'delete'](url)
        .set('Cookie', shopper.cookie)
        .set('X-XSRF-TOKEN', shopper.token);

describe('GET /api/openapi.json', () => {
  it('answers an OpenAPI 3.1 document, cacheable, without a cookie or the database', async () => {
    const response = await request(app).get('/api/openapi.json').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe(OPENAPI_CACHE_CONTROL);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body.openapi).toBe('3.1.0');
    const etag = response.headers.etag as string;
    await request(app).get('/api/openapi.json').set('If-None-Match', etag).expect(304);
  });

  it('describes the owner session cookie and the anti-forgery header', () => {
    expect(document.components.securitySchemes).toEqual({
      antiForgery: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' }),
      ownerSession: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'vitrine_owner' }),
    });
  });
});

describe('the routes Express mounts and the declared ones', () => {
  it('finds the routes of nested routers, the owner console included', () => {
    expect(MOUNTED).toEqual(
      expect.arrayContaining([
        'GET /api/Article/:id',
        'POST /api/Order',
        'GET /api/owner/orders/:reference',
        'DELETE /api/owner/articles/:id/images/:imageId',
      ]),
    );
  });

  it('describes every route mounted under /api', () => {
    expect(undescribedRoutes(app)).toEqual([]);
  });

  it('names no route that is not mounted', () => {
    expect([...DESCRIBED].filter((route) => !MOUNTED.includes(route))).toEqual([]);
  });

  it('would report a route mounted without a line in the table', () => {
    const answer: express.RequestHandler = (_req, res) => {
      res.end();
    };
    const grown = express();
    grown.use('/api', Router().get('/Article/:id', answer));
    grown.use('/api', Router().use('/owner', Router().post('/remises/:id', answer)));
    expect(undescribedRoutes(grown)).toEqual(['POST /api/owner/remises/:id']);
  });
});

describe.each(DECLARED_ROUTES.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
  it("is in the document under its operation id, with the contract's schemas", () => {
    const operation = operationOf(route);
    expect(operation?.operationId).toBe(route.operationId);
    expect(operation?.summary).toBe(route.summary);

    const parameters = (operation.parameters ?? []) as Array<{ name: string; in: string; schema: object }>;
    const inPath = parameters.filter((parameter) => parameter.in === 'path');
    expect(inPath.map((parameter) => parameter.name)).toEqual(
      [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]),
    );
    for (const parameter of inPath) {
      const schema: z.ZodType = PATH_PARAMETERS[parameter.name as keyof typeof PATH_PARAMETERS];
      expect(parameter.schema).toEqual(jsonSchemaOf(schema, 'input'));
    }
    const inQuery = parameters.filter((parameter) => parameter.in === 'query');
    if (route.query) {
      const query = jsonSchemaOf(route.query, 'input') as { properties: object; required?: string[] };
      expect(Object.fromEntries(inQuery.map((parameter) => [parameter.name, parameter.schema]))).toEqual(
        query.properties,
      );
      expect(inQuery.filter((parameter) => (parameter as { required?: boolean }).required)).toHaveLength(
        query.required?.length ?? 0,
      );
    } else {
      expect(inQuery).toEqual([]);
    }

    const bodies = operation.requestBody?.content ?? {};
    const body = route.body ?? route.upload;
    if (body) {
      expect(Object.keys(bodies).length).toBeGreaterThan(0);
      for (const content of Object.values(bodies)) {
        expect((content as { schema: object }).schema).toEqual(jsonSchemaOf(body, 'input'));
      }
    } else {
      expect(operation.requestBody).toBeUndefined();
    }

    for (const [status, answer] of Object.entries(route.answers)) {
      const content = operation.responses[status]?.content;
      if (answer instanceof z.ZodType) {
        expect(content['application/json'].schema).toEqual(jsonSchemaOf(answer, 'output'));
      } else if (answer === null) {
        expect(operation.responses[status]).toBeDefined();
        expect(content).toBeUndefined();
      } else {
        expect(Object.keys(content)).toEqual([answer.mediaType]);
      }
    }

    // Stated on every operation: the owner's session, the anti-forgery header on writes, or nothing.
    const security = operation.security as Array<Record<string, string[]>>;
    expect(security).toEqual(
      route.owner || route.method !== 'GET'
        ? [
            {
              ...(route.owner && { ownerSession: [] }),
              ...(route.method !== 'GET' && { antiForgery: [] }),
            },
          ]
        : [],
    );
  });

  // What the route does, against what the declaration says of it: the guard, and the contract it validates with.
  if (route.owner) {
    it('is closed without the owner session, as the document says', async () => {
      const response = await send(route);
      expect(response.status).toBe(401);
    });
  } else if ((route.body || route.query) && !route.answers[422]) {
    it("refuses an unknown field with the contract's own 422", async () => {
      const probe = { champ_inconnu: '1' };
      const schema = (route.body ?? route.query) as z.ZodType;
      const verdict = schema.safeParse(probe);
      expect(verdict.success).toBe(false);
      const response = route.body
        ? await send(route).send(probe)
        : await send(route, urlOf(route, '?champ_inconnu=1'));
      expect(response.status).toBe(422);
      expect(response.body).toEqual(toValidationError((verdict as z.ZodSafeParseError<unknown>).error));
    });
  }
});
