import { STATUS_CODES } from 'node:http';
import {
  ArticleDetailQuerySchema,
  ArticleDetailSchema,
  ArticleSchema,
  ArticlesPageRequestSchema,
  ArticlesPageSchema,
  CategorySchema,
  ClientCodeReminderRequestSchema,
  ClientCodeReminderResponseSchema,
  CollectionDetailSchema,
  CollectionSchema,
  CollectionsPageRequestSchema,
  CollectionsPageSchema,
  ColorSchema,
  ContactMessageRequestSchema,
  ContactMessageResponseSchema,
  ErrorBodySchema,
  EventSchema,
  IdSchema,
  MessageReadSchema,
  NewsletterRequestSchema,
  NewsletterResponseSchema,
  OrderConflictSchema,
  OrderMoveSchema,
  OrderReferenceSchema,
  OrderRequestSchema,
  OrderSchema,
  OrderTrackingRequestSchema,
  OrderTrackingSchema,
  OWNER_UPLOAD,
  OwnerArticleListSchema,
  OwnerArticlePhotosSchema,
  OwnerArticlesQuerySchema,
  OwnerMessageSchema,
  OwnerMessagesPageSchema,
  OwnerMessagesQuerySchema,
  OwnerOrderSchema,
  OwnerOrdersExportQuerySchema,
  OwnerOrdersPageSchema,
  OwnerOrdersQuerySchema,
  OwnerSignInSchema,
  PhotoOrderSchema,
  PromoApplyRequestSchema,
  PromoApplyResponseSchema,
  PromoErrorSchema,
  SearchRequestSchema,
  SearchResultSchema,
  SearchSuggestionsRequestSchema,
  SearchSuggestionsSchema,
  SexSchema,
  SiteImageSchema,
  SizeSchema,
  ValidationErrorSchema,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@vitrine/contracts';
import { Router } from 'express';
import { z } from 'zod';
import { OWNER_COOKIE } from '../features/owner/session.js';

// The API's routes and the contracts each one reads and answers, in one table: the OpenAPI document
// (GET /api/openapi.json) is built from it, and openapi.test.ts holds it to the routes Express mounts.

type Method = 'get' | 'post' | 'put' | 'delete';

/** An answer: JSON of a contract schema, another media type, or no body (204). */
type Answer = z.ZodType | { mediaType: string } | null;

export interface ApiRoute {
  method: Method;
  /** As Express mounts it (`/api/Article/:id`); path parameters are read with PATH_PARAMETERS. */
  path: `/api/${string}`;
  summary: string;
  /** Query parameters: an object schema, one parameter per field. */
  query?: z.ZodType;
  body?: z.ZodType;
  /** How the body may come: JSON (default), and/or a multipart form (bracket keys: `client[nom]`). */
  bodyTypes?: ReadonlyArray<'json' | 'form'>;
  /** Behind the owner's session cookie. */
  ownerSession?: true;
  responses: Record<number, Answer>;
}

/** Every path parameter of the API, by its name in Express's paths. */
export const PATH_PARAMETERS: Record<string, z.ZodType> = {
  id: IdSchema,
  imageId: IdSchema,
  reference: OrderReferenceSchema,
};

// The owner's photo upload: files only, under one field (see features/owner-photos/routes.ts).
const PhotoUploadSchema = z.strictObject({
  [OWNER_UPLOAD.field]: z.array(z.file().mime([...OWNER_UPLOAD.types])).max(OWNER_UPLOAD.maxFiles),
});

const NO_BODY = { 204: null };

type Extra = Pick<ApiRoute, 'query' | 'body' | 'bodyTypes'>;
const route =
  (method: Method, session?: true) =>
  (
    path: ApiRoute['path'],
    summary: string,
    responses: ApiRoute['responses'],
    extra: Extra = {},
  ): ApiRoute => ({
    method,
    path,
    summary,
    responses,
    ...extra,
    ...(session && { ownerSession: session }),
  });
const [get, post] = [route('get'), route('post')];
const owner = {
  get: route('get', true),
  post: route('post', true),
  put: route('put', true),
  delete: route('delete', true),
};

const JSON_ANSWER = { mediaType: 'application/json' };
const FORM = { bodyTypes: ['form', 'json'] } as const;

// biome-ignore format: a table, one route a line
export const API_ROUTES: readonly ApiRoute[] = [
  // Operations: answers of their own, outside the contracts (see http/health.ts).
  get('/api/health/live', 'Le processus répond (sonde de vie)', { 200: JSON_ANSWER }),
  get('/api/health/ready', 'Prêt : base de données et migrations à jour (sonde)', { 200: JSON_ANSWER, 503: JSON_ANSWER }),
  get('/api/health', 'État de la boutique', { 200: JSON_ANSWER, 503: JSON_ANSWER }),
  get('/api/openapi.json', 'Ce document', { 200: JSON_ANSWER }),

  // Catalogue
  get('/api/Category', 'Catégories et leurs sous-catégories', { 200: z.array(CategorySchema) }),
  get('/api/Sex', 'Genres', { 200: z.array(SexSchema) }),
  get('/api/Color', 'Couleurs', { 200: z.array(ColorSchema) }),
  get('/api/Size', 'Tailles', { 200: z.array(SizeSchema) }),
  get('/api/Event', 'Événements', { 200: z.array(EventSchema) }),
  get('/api/GestionSiteWeb', 'Images du site', { 200: z.array(SiteImageSchema) }),
  get('/api/Instagram', 'Images du bloc réseaux sociaux', { 200: z.array(SiteImageSchema) }),
  get('/api/ArticleDetail', "Variantes d'un article, ou de tous", { 200: z.array(ArticleDetailSchema) }, { query: ArticleDetailQuerySchema }),
  get('/api/Article/:id', 'Un article', { 200: ArticleSchema }),
  get('/api/similarProducts/:id', "Articles semblables à l'article", { 200: z.array(ArticleSchema) }),
  get('/api/topSellingArticles', 'Meilleures ventes', { 200: z.array(ArticleSchema) }),
  get('/api/latestArticles', 'Nouveautés', { 200: z.array(ArticleSchema) }),
  post('/api/articlesPaginate', "Une page d'articles filtrés et triés", { 200: ArticlesPageSchema }, { body: ArticlesPageRequestSchema }),
  get('/api/articlesPaginate', 'La même page, en GET (mise en cache)', { 200: ArticlesPageSchema }, { query: ArticlesPageRequestSchema }),
  get('/api/search', 'Recherche dans le catalogue', { 200: SearchResultSchema }, { query: SearchRequestSchema }),
  get('/api/search/suggestions', 'Suggestions pendant la saisie', { 200: SearchSuggestionsSchema }, { query: SearchSuggestionsRequestSchema }),
  get('/api/Collection', 'Collections', { 200: z.array(CollectionSchema) }),
  get('/api/Collection/:id', 'Une collection, ses articles et son prix total', { 200: CollectionDetailSchema }),
  post('/api/collectionPaginate', 'Une page de collections filtrées et triées', { 200: CollectionsPageSchema }, { body: CollectionsPageRequestSchema }),
  get('/api/collectionPaginate', 'La même page, en GET', { 200: CollectionsPageSchema }, { query: CollectionsPageRequestSchema }),

  // Shopping
  post('/api/promos/apply', 'Vérifier un code promo', { 200: PromoApplyResponseSchema, 422: PromoErrorSchema }, { body: PromoApplyRequestSchema, ...FORM }),
  post('/api/Order', 'Passer une commande (paiement à la livraison)', { 201: OrderSchema, 409: OrderConflictSchema }, { body: OrderRequestSchema, ...FORM }),
  post('/api/orders/track', 'Suivre une commande (référence et téléphone)', { 200: OrderTrackingSchema }, { body: OrderTrackingRequestSchema, ...FORM }),
  post('/api/clients/code-reminder', 'Recevoir son code client par e-mail', { 202: ClientCodeReminderResponseSchema }, { body: ClientCodeReminderRequestSchema, ...FORM }),
  post('/api/ContactMessage', 'Écrire à la boutique', { 201: ContactMessageResponseSchema }, { body: ContactMessageRequestSchema, ...FORM }),
  post('/api/sendemail', "S'inscrire à la lettre d'information (200 : déjà inscrit)", { 201: NewsletterResponseSchema, 200: NewsletterResponseSchema }, { body: NewsletterRequestSchema, ...FORM }),

  // Owner console: every route but the sign-in needs the session cookie.
  post('/api/owner/session', 'Ouvrir une session de gestion (pose le cookie)', NO_BODY, { body: OwnerSignInSchema }),
  owner.get('/api/owner/session', 'La session est-elle ouverte ?', NO_BODY),
  owner.delete('/api/owner/session', 'Fermer la session', NO_BODY),
  owner.get('/api/owner/orders', 'Commandes, filtrées et paginées', { 200: OwnerOrdersPageSchema }, { query: OwnerOrdersQuerySchema }),
  owner.get('/api/owner/orders.csv', "Les commandes d'une période, en CSV", { 200: { mediaType: 'text/csv' } }, { query: OwnerOrdersExportQuerySchema }),
  owner.get('/api/owner/orders/:reference', 'Une commande et son historique', { 200: OwnerOrderSchema }),
  owner.post('/api/owner/orders/:reference/etat', "Changer l'état d'une commande", { 200: OwnerOrderSchema }, { body: OrderMoveSchema }),
  owner.get('/api/owner/messages', 'Messages reçus', { 200: OwnerMessagesPageSchema }, { query: OwnerMessagesQuerySchema }),
  owner.post('/api/owner/messages/:id/lu', 'Marquer un message lu ou non lu', { 200: OwnerMessageSchema }, { body: MessageReadSchema }),
  owner.get('/api/owner/articles', 'Articles et leurs photos', { 200: OwnerArticleListSchema }, { query: OwnerArticlesQuerySchema }),
  owner.get('/api/owner/articles/:id/images', "Les photos d'un article", { 200: OwnerArticlePhotosSchema }),
  owner.post('/api/owner/articles/:id/images', 'Ajouter des photos', { 201: OwnerArticlePhotosSchema }, { body: PhotoUploadSchema, bodyTypes: ['form'] }),
  owner.put('/api/owner/articles/:id/images', 'Réordonner les photos (la première est la principale)', { 200: OwnerArticlePhotosSchema }, { body: PhotoOrderSchema }),
  owner.delete('/api/owner/articles/:id/images/:imageId', "Retirer une photo d'un article", { 200: OwnerArticlePhotosSchema }),
];

/** A schema as JSON Schema (2020-12, OpenAPI 3.1's dialect): what a client sends, or what it receives. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io });
  return json;
}

/** `/api/Article/:id` → `/api/Article/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

const pathParameterNames = (path: string): string[] =>
  [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

const MEDIA_TYPES = { json: 'application/json', form: 'multipart/form-data' } as const;

function parametersOf(route: ApiRoute): object[] {
  const inPath = pathParameterNames(route.path).map((name) => {
    const schema = PATH_PARAMETERS[name];
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

const tagOf = (path: string): string =>
  path.startsWith('/api/owner/') ? 'Gestion' : path.startsWith('/api/health') ? 'Exploitation' : 'Boutique';

function operationOf(route: ApiRoute): object {
  const parameters = parametersOf(route);
  const takesInput = parameters.length > 0 || route.body !== undefined;
  const responses: Record<string, object> = {};
  for (const [status, answer] of Object.entries(route.responses)) {
    responses[status] = responseOf(Number(status), answer);
  }
  if (takesInput && !route.responses[422]) responses[422] = responseOf(422, ValidationErrorSchema);
  if (route.ownerSession) responses[401] = responseOf(401, ErrorBodySchema);
  // Every other error the API sends is `{ message }` in French (http/errors.ts).
  responses.default = {
    description: 'Erreur',
    content: { 'application/json': { schema: jsonSchemaOf(ErrorBodySchema, 'output') } },
  };

  const requirement: Record<string, string[]> = {};
  if (route.method !== 'get') requirement.antiForgery = [];
  if (route.ownerSession) requirement.ownerSession = [];
  return {
    summary: route.summary,
    tags: [tagOf(route.path)],
    ...(parameters.length > 0 && { parameters }),
    ...(route.body && {
      requestBody: {
        // The listings read an absent body as their first page.
        required: !route.body.safeParse({}).success,
        content: Object.fromEntries(
          (route.bodyTypes ?? ['json']).map((type) => [
            MEDIA_TYPES[type],
            { schema: jsonSchemaOf(route.body as z.ZodType, 'input') },
          ]),
        ),
      },
    }),
    responses,
    ...(Object.keys(requirement).length > 0 && { security: [requirement] }),
  };
}

/** The OpenAPI 3.1 document of `routes` (the API's own by default). */
export function openApiDocument(routes: readonly ApiRoute[] = API_ROUTES): Record<string, unknown> {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operationOf(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vitrine',
      version: '1',
      description: `L'API de la boutique. Chaque écriture renvoie la valeur du cookie ${XSRF_COOKIE} (posé par les lectures) dans l'en-tête ${XSRF_HEADER} ; une erreur de validation est un 422 \`{ message, errors: { champ: [messages] } }\`, toute autre erreur un \`{ message }\` en français.`,
    },
    tags: [{ name: 'Boutique' }, { name: 'Gestion' }, { name: 'Exploitation' }],
    paths,
    components: {
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
          description: 'La session de gestion, ouverte par POST /api/owner/session.',
        },
      },
    },
  };
}

/** The document changes only with a deployment: caches may keep it a while, then check its ETag. */
export const OPENAPI_CACHE_CONTROL = 'public, max-age=300';

/** `GET /openapi.json`, built once on first request from API_ROUTES: no database, no cookie. */
export function openApiRoutes(): Router {
  const router = Router();
  let text: string | undefined;
  router.get('/openapi.json', (_req, res) => {
    text ??= JSON.stringify(openApiDocument());
    res.set('Cache-Control', OPENAPI_CACHE_CONTROL).type('application/json').send(text);
  });
  return router;
}
