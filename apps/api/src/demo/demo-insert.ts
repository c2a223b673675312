import { orderReference, toDecimalString } from '@vitrine/contracts';
import type { DemoClient, DemoData, DemoOrder } from '@vitrine/demo-catalogue';
import type { Db } from '../db/prisma.js';
import { orderTotalsRow } from '../features/orders/new-order.js';
import type { Prisma } from '../generated/prisma/client.js';
import { storedState } from './order-state.js';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
/** Row ids by name (nom, type or code). */
type Ids = Map<string, number>;
/** The ids of each article's details, in the order the plan lists them, by article id. */
type DetailIds = Map<number, number[]>;

/** Writes the demo boutique in the given transaction (the caller checked the catalogue is empty). */
export async function insertDemoData(tx: Tx, data: DemoData): Promise<void> {
  const categoryIds = await insertCategories(tx, data);
  const subCategoryIds = await insertSubCategories(tx, data, categoryIds);
  const sexIds = await insertSexes(tx, data);
  const colourIds = await insertColours(tx, data);
  const sizeIds = await insertSizes(tx, data);
  const collectionIds = await insertCollections(tx, data);
  const articleIds = await insertArticles(tx, data, { subCategoryIds, sexIds, collectionIds });
  await insertArticleImages(tx, data, articleIds);
  const detailIds = await insertArticleDetails(tx, data, articleIds, { sizeIds, colourIds });
  await connectArticleColours(tx, data, articleIds, colourIds);
  await insertEvents(tx, data);
  await insertSiteImages(tx, data);
  const promoIds = await insertPromos(tx, data);
  if ((await tx.order.count()) > 0) return;
  const clientIds = await insertClients(tx, data);
  await insertOrders(tx, data, { clientIds, promoIds, articleIds, detailIds });
  await tx.customerNote.createMany({
    data: data.notes.map(({ telephone, texte, createdAt }) => ({ telephone, texte, created_at: createdAt })),
  });
}

// Reference rows may exist without articles (created by hand): each step keeps them, adds what is
// missing (createMany skips rows whose unique name exists), then reads every id back.

async function insertCategories(tx: Tx, data: DemoData): Promise<Ids> {
  await tx.category.createMany({
    data: data.categories.map(({ nom, description }) => ({ nom, description })),
    skipDuplicates: true,
  });
  return byName(
    await tx.category.findMany({
      where: { nom: { in: data.categories.map((c) => c.nom) } },
      select: { id: true, nom: true },
    }),
  );
}

async function insertSubCategories(tx: Tx, data: DemoData, categoryIds: Ids): Promise<Ids> {
  await tx.subCategory.createMany({
    data: data.categories.flatMap((category) =>
      category.subCategories.map((sub) => ({ ...sub, category_id: required(categoryIds, category.nom) })),
    ),
    skipDuplicates: true,
  });
  // Sub-category names are unique per category only: match each on its category too.
  const wanted = new Set(
    data.categories.flatMap((category) =>
      category.subCategories.map((sub) => `${required(categoryIds, category.nom)}/${sub.nom}`),
    ),
  );
  const rows = await tx.subCategory.findMany({
    where: { category_id: { in: [...categoryIds.values()] } },
    select: { id: true, nom: true, category_id: true },
  });
  return byName(rows.filter((row) => wanted.has(`${row.category_id}/${row.nom}`)));
}

async function insertSexes(tx: Tx, data: DemoData): Promise<Ids> {
  await tx.sex.createMany({ data: data.sexes.map((type) => ({ type })), skipDuplicates: true });
  const rows = await tx.sex.findMany({
    where: { type: { in: [...data.sexes] } },
    select: { id: true, type: true },
  });
  return new Map(rows.map((row) => [row.type, row.id]));
}

async function insertColours(tx: Tx, data: DemoData): Promise<Ids> {
  await tx.color.createMany({ data: data.colours, skipDuplicates: true });
  return byName(
    await tx.color.findMany({
      where: { nom: { in: data.colours.map((c) => c.nom) } },
      select: { id: true, nom: true },
    }),
  );
}

async function insertSizes(tx: Tx, data: DemoData): Promise<Ids> {
  await tx.size.createMany({ data: data.sizes, skipDuplicates: true });
  return byName(
    await tx.size.findMany({
      where: { nom: { in: data.sizes.map((s) => s.nom) } },
      select: { id: true, nom: true },
    }),
  );
}

async function insertCollections(tx: Tx, data: DemoData): Promise<Ids> {
  await tx.collection.createMany({
    data: data.collections.map((collection) => ({
      nom: collection.nom,
      description: collection.description,
      image: collection.image.url,
      created_at: collection.createdAt,
    })),
    skipDuplicates: true,
  });
  return byName(
    await tx.collection.findMany({
      where: { nom: { in: data.collections.map((c) => c.nom) } },
      select: { id: true, nom: true },
    }),
  );
}

// The catalogue itself is new: batched, one statement per table rather than one per article (the test
// harness seeds on every run).

async function insertArticles(
  tx: Tx,
  data: DemoData,
  ids: { subCategoryIds: Ids; sexIds: Ids; collectionIds: Ids },
): Promise<Ids> {
  const rows = await tx.article.createManyAndReturn({
    data: data.articles.map((article) => ({
      nom: article.nom,
      description: article.description,
      prix: toDecimalString(article.prix),
      promo: article.promo,
      image: article.images[0]?.url ?? '',
      created_at: article.createdAt,
      sub_category_id: required(ids.subCategoryIds, article.sub),
      sex_id: required(ids.sexIds, article.sex),
      collection_id: article.collection ? required(ids.collectionIds, article.collection) : null,
    })),
    select: { id: true, nom: true },
  });
  return byName(rows);
}

async function insertArticleImages(tx: Tx, data: DemoData, articleIds: Ids): Promise<void> {
  await tx.articleImage.createMany({
    data: data.articles.flatMap((article) =>
      article.images.map((image, position) => ({
        article_id: required(articleIds, article.nom),
        url: image.url,
        position,
      })),
    ),
  });
}

async function insertArticleDetails(
  tx: Tx,
  data: DemoData,
  articleIds: Ids,
  ids: { sizeIds: Ids; colourIds: Ids },
): Promise<DetailIds> {
  const details = await tx.articleDetail.createManyAndReturn({
    data: data.articles.flatMap((article) =>
      article.details.map((detail) => ({
        article_id: required(articleIds, article.nom),
        size_id: required(ids.sizeIds, detail.size),
        color_id: detail.colour ? required(ids.colourIds, detail.colour) : null,
        stock: detail.stock,
      })),
    ),
    select: { id: true, article_id: true },
  });
  // Serial ids follow the order of the rows inserted: each article's details keep the plan's order.
  const detailIds: DetailIds = new Map();
  for (const detail of [...details].sort((a, b) => a.id - b.id)) {
    detailIds.set(detail.article_id, [...(detailIds.get(detail.article_id) ?? []), detail.id]);
  }
  return detailIds;
}

async function connectArticleColours(tx: Tx, data: DemoData, articleIds: Ids, colourIds: Ids) {
  for (const article of data.articles) {
    await tx.article.update({
      where: { id: required(articleIds, article.nom) },
      data: { colors: { connect: article.colours.map((nom) => ({ id: required(colourIds, nom) })) } },
      select: { id: true },
    });
  }
}

async function insertEvents(tx: Tx, data: DemoData): Promise<void> {
  if ((await tx.event.count()) > 0) return;
  await tx.event.createMany({
    data: data.events.map((event) => ({
      nomevent: event.nomevent,
      description: event.description,
      link: event.link,
      img: event.image.url,
      created_at: event.createdAt,
    })),
  });
}

/** Positions the owner has already filled keep their image. */
async function insertSiteImages(tx: Tx, data: DemoData): Promise<void> {
  await tx.siteImage.createMany({
    data: data.siteImages.map((site) => ({ nom: site.nom, position: site.position, url: site.image.url })),
    skipDuplicates: true,
  });
}

async function insertPromos(tx: Tx, data: DemoData): Promise<Ids> {
  await tx.promo.createMany({ data: data.promos, skipDuplicates: true });
  const rows = await tx.promo.findMany({
    where: { code: { in: data.promos.map((p) => p.code) } },
    select: { id: true, code: true },
  });
  return new Map(rows.map((row) => [row.code, row.id]));
}

// The past orders and their clients, written only into a shop that has no order yet.

async function insertClients(tx: Tx, data: DemoData): Promise<Ids> {
  await tx.client.createMany({ data: [...data.clients], skipDuplicates: true });
  const rows = await tx.client.findMany({
    where: { code_client: { in: data.clients.map((client) => client.code_client) } },
    select: { id: true, code_client: true },
  });
  return new Map(rows.map((row) => [row.code_client, row.id]));
}

interface OrderIds {
  clientIds: Ids;
  promoIds: Ids;
  articleIds: Ids;
  detailIds: DetailIds;
}

async function insertOrders(tx: Tx, data: DemoData, ids: OrderIds): Promise<void> {
  const clients = new Map<string, DemoClient>(data.clients.map((client) => [client.code_client, client]));
  const references = new Map<DemoOrder, string>();
  const history: Prisma.OrderHistoryCreateManyInput[] = [];
  const calls: Prisma.OrderCallCreateManyInput[] = [];
  for (const order of data.orders) {
    const clientId = ids.clientIds.get(order.clientCode);
    // A client that could not be created (its phone or e-mail taken by another) simply has no orders.
    if (clientId === undefined) continue;
    const duplicateOf = order.duplicateOf && references.get(order.duplicateOf);
    const { id, reference } = await insertDemoOrder(tx, order, {
      ...ids,
      clientId,
      client: clients.get(order.clientCode),
      duplicateOf,
    });
    references.set(order, reference);
    history.push(...historyRows(id, order));
    calls.push(...callRows(id, order));
  }
  await tx.orderHistory.createMany({ data: history });
  // PostgreSQL sums each order's calls up as they go in (its first contact, its tries, its call-back).
  await tx.orderCall.createMany({ data: calls });
}

/** One past order and its lines; its id and reference. */
async function insertDemoOrder(
  tx: Tx,
  order: DemoOrder,
  ids: OrderIds & { clientId: number; client: DemoClient | undefined; duplicateOf: string | undefined },
): Promise<{ id: number; reference: string }> {
  // Numbered from the order id like the shop's own orders, so new orders never reuse a reference.
  const [next] = await tx.$queryRaw<Array<{ id: bigint }>>`
    SELECT nextval(pg_get_serial_sequence('commandes', 'id')) AS id`;
  const id = Number(next?.id);
  const reference = orderReference(id, order.isoDate);
  const { items, ...amounts } = orderTotalsRow({
    ...order.totals,
    lines: order.totals.lines.map((line, i) => {
      const item = order.items[i] as (typeof order.items)[number];
      const articleId = required(ids.articleIds, item.article.nom);
      const detailId =
        item.detailIndex === undefined ? undefined : ids.detailIds.get(articleId)?.[item.detailIndex];
      return { ...line, article_id: articleId, article_detail_id: detailId ?? null, nom: item.article.nom };
    }),
  });
  await tx.order.create({
    data: {
      id,
      reference,
      client_id: ids.clientId,
      promo_id: order.promoCode ? (ids.promoIds.get(order.promoCode) ?? null) : null,
      code_promo: order.promoCode ?? null,
      reduction: order.reduction,
      ...amounts,
      date_commande: new Date(`${order.isoDate}T00:00:00Z`),
      etat: storedState(order.etat),
      ...deliveryOf(ids.client),
      doublon_de: ids.duplicateOf ?? null,
      created_at: order.createdAt,
    },
    select: { id: true },
  });
  await tx.orderItem.createMany({ data: items.map((item) => ({ ...item, order_id: id })) });
  return { id, reference };
}

/**
 * Inserted, not moved: the demo's past moves are written as the console made them, and no mail is
 * queued for them (only a move, an UPDATE, queues one); nor is any stock taken or given back: the
 * catalogue's stock is what these orders left.
 */
function historyRows(orderId: number, order: DemoOrder): Prisma.OrderHistoryCreateManyInput[] {
  return order.history.map((move) => ({
    commande_id: orderId,
    ancien_etat: storedState(move.from),
    nouvel_etat: storedState(move.to),
    par: 'console',
    note: move.note,
    created_at: move.at,
  }));
}

function callRows(orderId: number, order: DemoOrder): Prisma.OrderCallCreateManyInput[] {
  return order.calls.map((call) => ({
    commande_id: orderId,
    resultat: call.resultat,
    note: call.note,
    rappeler_a: call.rappelerA,
    created_at: call.at,
  }));
}

/** The delivery details an order keeps: its client's at the time. */
function deliveryOf(client: DemoClient | undefined) {
  if (!client) return {};
  const { nom, prenom, numero_telephone, adresse, region, code_postal } = client;
  return { nom, prenom, numero_telephone, adresse, region, code_postal: code_postal ?? null };
}

function byName(rows: ReadonlyArray<{ id: number; nom: string }>): Ids {
  return new Map(rows.map((row) => [row.nom, row.id]));
}

function required(ids: Ids, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Demo data: no row for ${name}`);
  return id;
}
