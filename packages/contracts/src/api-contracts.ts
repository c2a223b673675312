// What each route of API_ROUTES reads and answers, under the same operation id: the API mounts and
// validates with it (apps/api/src/http/mount.ts), the OpenAPI document is built from it
// (apps/api/src/http/openapi.ts), and the storefront's `call` is typed by it (apps/web/src/lib/api-client.ts).

import {
  type ApiRoutes,
  OPERATION_ROUTES,
  type OperationId,
  type PathOf,
  SHOP_ROUTES,
} from './api-routes.js';
import {
  ArticleDetailQuerySchema,
  ArticleDetailSchema,
  ArticleSchema,
  ArticlesPageRequestSchema,
  ArticlesPageSchema,
  CategorySchema,
  CollectionDetailSchema,
  CollectionSchema,
  CollectionsPageRequestSchema,
  CollectionsPageSchema,
  ColorSchema,
  EventSchema,
  SexSchema,
  SiteImageSchema,
  SizeSchema,
} from './catalog.js';
import { ClientCodeReminderRequestSchema, ClientCodeReminderResponseSchema } from './client-code-reminder.js';
import { ContactMessageRequestSchema, ContactMessageResponseSchema } from './contact.js';
import { DraftRequestSchema, OwnerDraftsSchema } from './drafts.js';
import { IdSchema } from './fields.js';
import { InvoiceRequestSchema, InvoiceSchema } from './invoice.js';
import { NewsletterRequestSchema, NewsletterResponseSchema } from './newsletter.js';
import { OrderConflictSchema, OrderRequestSchema, OrderSchema } from './order.js';
import {
  CustomerBlockRequestSchema,
  CustomerNoteRequestSchema,
  CustomerNoteSchema,
  CustomerPhoneSchema,
  OrderCallAnswerSchema,
  OrderCallRequestSchema,
  OrderChangeSchema,
  OwnerClientSchema,
  OwnerClientsPageSchema,
  OwnerClientsQuerySchema,
} from './order-desk.js';
import { BulkMoveAnswerSchema, BulkMoveRequestSchema, SlipsRequestSchema } from './order-selection.js';
import { OrderTrackingRequestSchema, OrderTrackingSchema } from './order-tracking.js';
import {
  MessageReadSchema,
  OrderMoveSchema,
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
  PhotoOrderSchema,
} from './owner.js';
import {
  OwnerArticleChangeSchema,
  OwnerArticleCreatedSchema,
  OwnerArticleCreateSchema,
  OwnerArticleSchema,
  OwnerArticleSizesAnswerSchema,
  OwnerArticleSizesSchema,
  OwnerStockQuerySchema,
  OwnerStockSchema,
} from './owner-catalogue.js';
import { OWNER_ROUTES } from './owner-routes.js';
import { PromoApplyRequestSchema, PromoApplyResponseSchema, PromoErrorSchema } from './promo.js';
import {
  OwnerPromoListSchema,
  OwnerPromoSchema,
  PromoChangeSchema,
  PromoCreatedSchema,
  PromoCreateSchema,
} from './promo-admin.js';
import type { PathParameterName } from './route-address.js';
import {
  SearchRequestSchema,
  SearchResultSchema,
  SearchSuggestionsRequestSchema,
  SearchSuggestionsSchema,
} from './search.js';
import { OwnerStatsQuerySchema, OwnerStatsSchema } from './stats.js';
import {
  JournalPageSchema,
  JournalQuerySchema,
  OwnerSessionSchema,
  OwnerSignInSchema,
  StaffChangeSchema,
  StaffCreationSchema,
  StaffListSchema,
  StaffMemberSchema,
} from './team.js';
import { z } from './zod.js';

/** Every route's address, by operation id: the three tables of api-routes.ts as one, for the API. */
export const API_ROUTES: ApiRoutes = { ...OPERATION_ROUTES, ...SHOP_ROUTES, ...OWNER_ROUTES };

/** An answer: JSON of a contract schema, another media type, or no body (204). */
export type Answer = z.ZodType | { mediaType: string } | null;

export interface RouteContract {
  /** One line, in French, for the document's reader. */
  summary: string;
  /** Query parameters: an object schema, one parameter per field. */
  query?: z.ZodType;
  body?: z.ZodType;
  /** How the body may come: JSON (default), and/or a multipart form (bracket keys: `client[nom]`). */
  bodyTypes?: ReadonlyArray<'json' | 'form'>;
  /** Files sent as a multipart form, read by the route itself (described, not validated by the mount). */
  upload?: z.ZodType;
  /** The answers by status; the API's refusals (401, 403, 422 …) are added by the document. */
  answers: Readonly<Record<number, Answer>>;
}

/** Every path parameter of the API, by its name in the paths. */
export const PATH_PARAMETERS = {
  id: IdSchema,
  imageId: IdSchema,
  // Looked up as typed (upper or lower case, spaces): anything that is no order's reference is a 404.
  reference: z.string().describe('La référence de la commande (VT-AAAA-NNNNNN)'),
  telephone: CustomerPhoneSchema.describe('Le téléphone de livraison du client (8 chiffres)'),
} as const satisfies Record<string, z.ZodType>;

// The owner's photo upload: files only, under one field (see features/owner-photos/routes.ts).
const PhotoUploadSchema = z.strictObject({
  [OWNER_UPLOAD.field]: z.array(z.file().mime([...OWNER_UPLOAD.types])).max(OWNER_UPLOAD.maxFiles),
});

const JSON_ANSWER = { mediaType: 'application/json' };
const FORM = { bodyTypes: ['form', 'json'] } as const;

// biome-ignore format: a table, one route a line
export const API_CONTRACTS = {
  getLiveness: { summary: 'Le processus répond (sonde de vie)', answers: { 200: JSON_ANSWER } },
  getReadiness: { summary: 'Prêt : base de données et migrations à jour (sonde)', answers: { 200: JSON_ANSWER, 503: JSON_ANSWER } },
  getHealth: { summary: 'État de la boutique', answers: { 200: JSON_ANSWER, 503: JSON_ANSWER } },
  getOpenApiDocument: { summary: 'Ce document', answers: { 200: JSON_ANSWER } },

  listCategories: { summary: 'Catégories et leurs sous-catégories', answers: { 200: z.array(CategorySchema) } },
  listSexes: { summary: 'Genres', answers: { 200: z.array(SexSchema) } },
  listColors: { summary: 'Couleurs', answers: { 200: z.array(ColorSchema) } },
  listSizes: { summary: 'Tailles', answers: { 200: z.array(SizeSchema) } },
  listEvents: { summary: 'Événements', answers: { 200: z.array(EventSchema) } },
  listSiteImages: { summary: 'Images du site', answers: { 200: z.array(SiteImageSchema) } },
  listSocialImages: { summary: 'Images du bloc réseaux sociaux', answers: { 200: z.array(SiteImageSchema) } },
  listArticleDetails: { summary: "Variantes d'un article, ou de tous", query: ArticleDetailQuerySchema, answers: { 200: z.array(ArticleDetailSchema) } },
  getArticle: { summary: 'Un article', answers: { 200: ArticleSchema } },
  listSimilarArticles: { summary: "Articles semblables à l'article", answers: { 200: z.array(ArticleSchema) } },
  listTopSellingArticles: { summary: 'Meilleures ventes', answers: { 200: z.array(ArticleSchema) } },
  listLatestArticles: { summary: 'Nouveautés', answers: { 200: z.array(ArticleSchema) } },
  postArticlesPage: { summary: "Une page d'articles filtrés et triés", body: ArticlesPageRequestSchema, answers: { 200: ArticlesPageSchema } },
  getArticlesPage: { summary: 'La même page, en GET (mise en cache)', query: ArticlesPageRequestSchema, answers: { 200: ArticlesPageSchema } },
  search: { summary: 'Recherche dans le catalogue', query: SearchRequestSchema, answers: { 200: SearchResultSchema } },
  getSearchSuggestions: { summary: 'Suggestions pendant la saisie', query: SearchSuggestionsRequestSchema, answers: { 200: SearchSuggestionsSchema } },
  listCollections: { summary: 'Collections', answers: { 200: z.array(CollectionSchema) } },
  getCollection: { summary: 'Une collection, ses articles et son prix total', answers: { 200: CollectionDetailSchema } },
  postCollectionsPage: { summary: 'Une page de collections filtrées et triées', body: CollectionsPageRequestSchema, answers: { 200: CollectionsPageSchema } },
  getCollectionsPage: { summary: 'La même page, en GET', query: CollectionsPageRequestSchema, answers: { 200: CollectionsPageSchema } },

  applyPromo: { summary: 'Vérifier un code promo', body: PromoApplyRequestSchema, ...FORM, answers: { 200: PromoApplyResponseSchema, 422: PromoErrorSchema } },
  placeOrder: { summary: 'Passer une commande (paiement à la livraison)', body: OrderRequestSchema, ...FORM, answers: { 201: OrderSchema, 409: OrderConflictSchema } },
  trackOrder: { summary: 'Suivre une commande (référence et téléphone)', body: OrderTrackingRequestSchema, ...FORM, answers: { 200: OrderTrackingSchema } },
  issueInvoice: { summary: "La facture d'une commande : son numéro, donné à la première demande (référence et téléphone)", body: InvoiceRequestSchema, ...FORM, answers: { 200: InvoiceSchema } },
  remindClientCode: { summary: 'Recevoir son code client par e-mail', body: ClientCodeReminderRequestSchema, ...FORM, answers: { 202: ClientCodeReminderResponseSchema } },
  saveDraft: { summary: "Garder le panier d'une commande commencée (un brouillon par visiteur)", body: DraftRequestSchema, answers: { 204: null } },
  sendContactMessage: { summary: 'Écrire à la boutique', body: ContactMessageRequestSchema, ...FORM, answers: { 201: ContactMessageResponseSchema } },
  subscribeNewsletter: { summary: "S'inscrire à la lettre d'information (200 : déjà inscrit)", body: NewsletterRequestSchema, ...FORM, answers: { 201: NewsletterResponseSchema, 200: NewsletterResponseSchema } },

  signIn: { summary: 'Ouvrir une session de gestion (pose le cookie)', body: OwnerSignInSchema, answers: { 204: null } },
  getOwnerSession: { summary: 'Qui est connecté : son nom et son rôle', answers: { 200: OwnerSessionSchema } },
  signOut: { summary: 'Fermer la session', answers: { 204: null } },
  listOwnerOrders: { summary: 'Commandes, filtrées et paginées', query: OwnerOrdersQuerySchema, answers: { 200: OwnerOrdersPageSchema } },
  exportOwnerOrders: { summary: "Les commandes d'une période, en CSV", query: OwnerOrdersExportQuerySchema, answers: { 200: { mediaType: 'text/csv' } } },
  getOwnerOrder: { summary: 'Une commande et son historique', answers: { 200: OwnerOrderSchema } },
  moveOwnerOrder: { summary: "Changer l'état d'une commande", body: OrderMoveSchema, answers: { 200: OwnerOrderSchema } },
  moveOwnerOrders: { summary: "Changer l'état de plusieurs commandes (chacune selon son cycle de vie)", body: BulkMoveRequestSchema, answers: { 200: BulkMoveAnswerSchema } },
  getPackingSlip: { summary: "Le bon de livraison d'une commande (PDF)", answers: { 200: { mediaType: 'application/pdf' } } },
  printPackingSlips: { summary: 'Les bons de livraison de plusieurs commandes, un par page (PDF)', body: SlipsRequestSchema, answers: { 200: { mediaType: 'application/pdf' } } },
  changeOwnerOrder: { summary: "Modifier l'adresse ou les articles d'une commande pendant l'appel", body: OrderChangeSchema, answers: { 200: OwnerOrderSchema } },
  recordOrderCall: { summary: "Noter un appel au client et son résultat", body: OrderCallRequestSchema, answers: { 201: OrderCallAnswerSchema } },
  listOwnerClients: { summary: 'Clients, retrouvés par leur téléphone', query: OwnerClientsQuerySchema, answers: { 200: OwnerClientsPageSchema } },
  getOwnerClient: { summary: "La fiche d'un client : ses commandes, ses notes, son blocage", answers: { 200: OwnerClientSchema } },
  addClientNote: { summary: 'Ajouter une note à la fiche du client', body: CustomerNoteRequestSchema, answers: { 201: CustomerNoteSchema } },
  blockClient: { summary: 'Bloquer ou débloquer un téléphone', body: CustomerBlockRequestSchema, answers: { 200: OwnerClientSchema } },
  getOwnerStats: { summary: 'Les chiffres de la boutique sur une période (tableau de bord)', query: OwnerStatsQuerySchema, answers: { 200: OwnerStatsSchema } },
  listOwnerDrafts: { summary: 'Paniers abandonnés des 7 derniers jours, sans commande depuis', answers: { 200: OwnerDraftsSchema } },
  streamOwnerEvents: { summary: 'Événements en direct de la console (Server-Sent Events)', answers: { 200: { mediaType: 'text/event-stream' } } },
  listOwnerMessages: { summary: 'Messages reçus', query: OwnerMessagesQuerySchema, answers: { 200: OwnerMessagesPageSchema } },
  markOwnerMessage: { summary: 'Marquer un message lu ou non lu', body: MessageReadSchema, answers: { 200: OwnerMessageSchema } },
  listOwnerArticles: { summary: 'Articles et leurs photos', query: OwnerArticlesQuerySchema, answers: { 200: OwnerArticleListSchema } },
  getArticlePhotos: { summary: "Les photos d'un article", answers: { 200: OwnerArticlePhotosSchema } },
  addArticlePhotos: { summary: 'Ajouter des photos', upload: PhotoUploadSchema, answers: { 201: OwnerArticlePhotosSchema } },
  reorderArticlePhotos: { summary: 'Réordonner les photos (la première est la principale)', body: PhotoOrderSchema, answers: { 200: OwnerArticlePhotosSchema } },
  removeArticlePhoto: { summary: "Retirer une photo d'un article", answers: { 200: OwnerArticlePhotosSchema } },
  createOwnerArticle: { summary: 'Ajouter un article au catalogue', body: OwnerArticleCreateSchema, answers: { 201: OwnerArticleCreatedSchema } },
  getOwnerArticle: { summary: 'Un article tel que le formulaire le modifie', answers: { 200: OwnerArticleSchema } },
  changeOwnerArticle: { summary: 'Modifier un article (visible : true le remet en boutique)', body: OwnerArticleChangeSchema, answers: { 200: OwnerArticleSchema } },
  hideOwnerArticle: { summary: 'Retirer un article de la boutique (il est masqué, jamais effacé)', answers: { 204: null } },
  setArticleSizes: { summary: "Les tailles d'un article et leur stock (une taille omise n'est plus proposée)", body: OwnerArticleSizesSchema, answers: { 200: OwnerArticleSizesAnswerSchema } },
  listLowStock: { summary: 'Les tailles dont le stock est au seuil ou en dessous', query: OwnerStockQuerySchema, answers: { 200: OwnerStockSchema } },
  listStaff: { summary: "Les comptes de l'équipe", answers: { 200: StaffListSchema } },
  addStaff: { summary: "Ajouter un compte à l'équipe", body: StaffCreationSchema, answers: { 201: StaffMemberSchema } },
  changeStaff: { summary: "Changer le rôle, l'activation ou le mot de passe d'un compte", body: StaffChangeSchema, answers: { 200: StaffMemberSchema } },
  getJournal: { summary: 'Le journal : qui a fait quoi, et quand', query: JournalQuerySchema, answers: { 200: JournalPageSchema } },
  listOwnerPromos: { summary: 'Codes promo et leurs utilisations', answers: { 200: OwnerPromoListSchema } },
  createOwnerPromo: { summary: 'Créer un code promo', body: PromoCreateSchema, answers: { 201: PromoCreatedSchema, 409: JSON_ANSWER } },
  changeOwnerPromo: { summary: "Modifier un code promo (jamais son nombre d'utilisations)", body: PromoChangeSchema, answers: { 200: OwnerPromoSchema, 409: JSON_ANSWER } },
} as const satisfies { readonly [K in OperationId]: RouteContract };

type ContractOf<K extends OperationId> = (typeof API_CONTRACTS)[K];
type PathParameters = typeof PATH_PARAMETERS;
type ParameterName<K extends OperationId> = PathParameterName<PathOf<K>> & keyof PathParameters;
type Field<C, F extends string> = C extends { readonly [key in F]: infer S extends z.ZodType }
  ? S
  : undefined;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a route's handler is given once the request has been validated with its contract. */
export interface ValidInput<K extends OperationId> {
  params: { [N in ParameterName<K>]: z.output<PathParameters[N]> };
  query: Parsed<Field<ContractOf<K>, 'query'>>;
  body: Parsed<Field<ContractOf<K>, 'body'>>;
}

/** What a client sends a route: its path parameters, its query, its body (a form, for the multipart ones). */
export type ApiInput<K extends OperationId> = ([ParameterName<K>] extends [never]
  ? { params?: undefined }
  : { params: { [N in ParameterName<K>]: string | number } }) &
  (Field<ContractOf<K>, 'query'> extends z.ZodType
    ? { query?: Sent<Field<ContractOf<K>, 'query'>> }
    : { query?: undefined }) &
  (ContractOf<K> extends { readonly upload: z.ZodType }
    ? { body: FormData }
    : Field<ContractOf<K>, 'body'> extends z.ZodType
      ? {
          body:
            | Sent<Field<ContractOf<K>, 'body'>>
            | (ContractOf<K> extends { readonly bodyTypes: readonly unknown[] } ? FormData : never);
        }
      : { body?: undefined });

type SuccessStatus = 200 | 201 | 202 | 204;
type AnswerType<A> = A extends z.ZodType ? z.output<A> : A extends null ? undefined : unknown;

/** What a route answers when it succeeds, by its contract: the storefront types it, the API's tests parse it. */
export type ApiAnswer<K extends OperationId> = {
  [S in keyof ContractOf<K>['answers'] & SuccessStatus]: AnswerType<ContractOf<K>['answers'][S]>;
}[keyof ContractOf<K>['answers'] & SuccessStatus];
