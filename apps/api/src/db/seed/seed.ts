import { availableParallelism } from 'node:os';
import { toDecimalString } from '@vitrine/contracts';
import type { Db } from '../client.js';
import { type DemoData, buildDemoData } from './demo-data.js';
import { renderImages } from './render.js';

export { DEMO_IMAGE_KINDS, type DemoImageKind, HERO_TEXT_AREA } from './image-kinds.js';

export interface SeedOptions {
  /** Where images are written (served at /storage). */
  storageDir: string;
  /** Render the image files (default true). Without it the rows and URLs are the same, the files absent. */
  renderImages?: boolean;
  log?: (line: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  articles: number;
  imagesRendered: number;
  imagesReused: number;
}

/** Any constant: it only has to be the same for every process seeding the same database. */
const SEED_LOCK_KEY = 7_245_318;
const TRANSACTION_TIMEOUT_MS = 120_000;

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

/** Seeds the demo boutique when the catalogue is empty; does nothing when articles exist (idempotent). */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const notSeeded: SeedResult = { seeded: false, articles: 0, imagesRendered: 0, imagesReused: 0 };
  if ((await db.article.count()) > 0) return notSeeded;

  const data = buildDemoData(new Date());
  let rendered = 0;
  let reused = 0;
  if (options.renderImages ?? true) {
    log(`Images de démonstration : ${data.images.length} dessins à préparer…`);
    const summary = await renderImages(options.storageDir, data.images, Math.max(1, availableParallelism()));
    rendered = summary.rendered;
    reused = summary.reused;
    log(`Images de démonstration : ${rendered} rendues, ${reused} réutilisées en ${(summary.milliseconds / 1000).toFixed(1)} s`);
  }

  const inserted = await db.$transaction(
    async (tx) => {
      // Two instances starting together: the second waits here, then sees the articles and stops.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`;
      if ((await tx.article.count()) > 0) return false;
      await insertDemoData(tx, data);
      return true;
    },
    { timeout: TRANSACTION_TIMEOUT_MS, maxWait: TRANSACTION_TIMEOUT_MS },
  );
  if (!inserted) return { ...notSeeded, imagesRendered: rendered, imagesReused: reused };
  log(`Catalogue de démonstration : ${data.articles.length} articles, ${data.orders.length} commandes`);
  return { seeded: true, articles: data.articles.length, imagesRendered: rendered, imagesReused: reused };
}

async function insertDemoData(tx: Tx, data: DemoData): Promise<void> {
  // Reference rows may exist without articles (created by hand): keep them, add what is missing.
  const subCategoryIds = new Map<string, number>();
  for (const category of data.categories) {
    const { id } = await tx.category.upsert({
      where: { nom: category.nom },
      create: { nom: category.nom, description: category.description },
      update: {},
      select: { id: true },
    });
    for (const sub of category.subCategories) {
      const row = await tx.subCategory.upsert({
        where: { category_id_nom: { category_id: id, nom: sub.nom } },
        create: { nom: sub.nom, description: sub.description, category_id: id },
        update: {},
        select: { id: true },
      });
      subCategoryIds.set(sub.nom, row.id);
    }
  }
  const sexIds = await upsertAll(
    data.sexes.map((type) => [type, type] as const),
    (type) => tx.sex.upsert({ where: { type }, create: { type }, update: {}, select: { id: true } }),
  );
  const colourIds = await upsertAll(
    data.colours.map((colour) => [colour.nom, colour] as const),
    (nom, colour) => tx.color.upsert({ where: { nom }, create: colour, update: {}, select: { id: true } }),
  );
  const sizeIds = await upsertAll(
    data.sizes.map((size) => [size.nom, size] as const),
    (nom, size) => tx.size.upsert({ where: { nom }, create: size, update: {}, select: { id: true } }),
  );
  const collectionIds = await upsertAll(
    data.collections.map((collection) => [collection.nom, collection] as const),
    (nom, collection) =>
      tx.collection.upsert({
        where: { nom },
        create: { nom, description: collection.description, image: collection.image.url, created_at: collection.createdAt },
        update: {},
        select: { id: true },
      }),
  );

  const articleIds = new Map<string, { id: number; detailIds: number[] }>();
  for (const article of data.articles) {
    const row = await tx.article.create({
      data: {
        nom: article.nom,
        description: article.description,
        prix: toDecimalString(article.prix),
        promo: article.promo,
        image: article.images[0]?.url ?? '',
        created_at: article.createdAt,
        sub_category: { connect: { id: required(subCategoryIds, article.sub) } },
        sex: { connect: { id: required(sexIds, article.sex) } },
        ...(article.collection ? { collection: { connect: { id: required(collectionIds, article.collection) } } } : {}),
        colors: { connect: article.colours.map((nom) => ({ id: required(colourIds, nom) })) },
        images: { create: article.images.map((image, position) => ({ url: image.url, position })) },
        details: {
          create: article.details.map((detail) => ({
            size_id: required(sizeIds, detail.size),
            color_id: detail.colour ? required(colourIds, detail.colour) : null,
            stock: detail.stock,
          })),
        },
      },
      select: { id: true, details: { select: { id: true }, orderBy: { id: 'asc' } } },
    });
    articleIds.set(article.nom, { id: row.id, detailIds: row.details.map((detail) => detail.id) });
  }

  if ((await tx.event.count()) === 0) {
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
  // Positions the owner has already filled keep their image.
  await tx.siteImage.createMany({
    data: data.siteImages.map((site) => ({ nom: site.nom, position: site.position, url: site.image.url })),
    skipDuplicates: true,
  });
  const promoIds = await upsertAll(
    data.promos.map((promo) => [promo.code, promo] as const),
    (code, promo) => tx.promo.upsert({ where: { code }, create: promo, update: {}, select: { id: true } }),
  );

  if ((await tx.order.count()) > 0) return;
  await tx.client.createMany({ data: [...data.clients], skipDuplicates: true });
  const clients = await tx.client.findMany({
    where: { code_client: { in: data.clients.map((client) => client.code_client) } },
    select: { id: true, code_client: true },
  });
  const clientIds = new Map(clients.map((client) => [client.code_client, client.id]));
  for (const order of data.orders) {
    const clientId = clientIds.get(order.clientCode);
    // A client that could not be created (its phone or e-mail taken by another) simply has no orders.
    if (clientId === undefined) continue;
    const { totals } = order;
    await tx.order.create({
      data: {
        reference: order.reference,
        client_id: clientId,
        promo_id: order.promoCode ? (promoIds.get(order.promoCode) ?? null) : null,
        code_promo: order.promoCode ?? null,
        reduction: order.reduction,
        sous_total: toDecimalString(totals.subtotalMillimes),
        remise: toDecimalString(totals.discountMillimes),
        shipping_charge: toDecimalString(totals.shippingMillimes),
        total: toDecimalString(totals.totalMillimes),
        date_commande: order.dateCommande,
        etat: order.etat,
        created_at: order.createdAt,
        items: {
          create: order.items.map((item, i) => {
            const ids = articleIds.get(item.article.nom) as { id: number; detailIds: number[] };
            const line = totals.lines[i] as (typeof totals.lines)[number];
            return {
              article_id: ids.id,
              article_detail_id: item.detailIndex === undefined ? null : (ids.detailIds[item.detailIndex] ?? null),
              nom: item.article.nom,
              quantite: item.quantite,
              prix_unitaire: toDecimalString(line.unitMillimes),
              total: toDecimalString(line.totalMillimes),
            };
          }),
        },
      },
    });
  }
}

/** Upserts rows one after the other (a transaction runs on one connection); maps each key to its id. */
async function upsertAll<Value>(
  entries: ReadonlyArray<readonly [key: string, value: Value]>,
  upsert: (key: string, value: Value) => Promise<{ id: number }>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [key, value] of entries) ids.set(key, (await upsert(key, value)).id);
  return ids;
}

function required(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Donnée de démonstration introuvable : ${name}`);
  return id;
}
