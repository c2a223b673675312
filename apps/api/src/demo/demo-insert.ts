import { orderReference, toDecimalString } from '@vitrine/contracts';
import type { DemoData } from '@vitrine/demo-catalogue';
import type { Db } from '../db/prisma.js';
import { storedState } from '../features/order-lifecycle/order-state.js';
import { orderTotalsRow } from '../features/orders/order-view.js';
import { insertOrder, nextOrderId } from '../features/orders/repository.js';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

/** Writes the demo boutique in the given transaction (the caller checked the catalogue is empty). */
export async function insertDemoData(tx: Tx, data: DemoData): Promise<void> {
  // Reference rows may exist without articles (created by hand): keep them, add what is missing
  // (createMany skips rows whose unique name exists), then read every id back.
  await tx.category.createMany({
    data: data.categories.map(({ nom, description }) => ({ nom, description })),
    skipDuplicates: true,
  });
  const categoryIds = byName(
    await tx.category.findMany({
      where: { nom: { in: data.categories.map((c) => c.nom) } },
      select: { id: true, nom: true },
    }),
  );
  await tx.subCategory.createMany({
    data: data.categories.flatMap((category) =>
      category.subCategories.map((sub) => ({ ...sub, category_id: required(categoryIds, category.nom) })),
    ),
    skipDuplicates: true,
  });
  // Sub-category names are unique per category only: match each on its category too.
  const wantedSubCategories = new Set(
    data.categories.flatMap((category) =>
      category.subCategories.map((sub) => `${required(categoryIds, category.nom)}/${sub.nom}`),
    ),
  );
  const subCategoryIds = byName(
    (
      await tx.subCategory.findMany({
        where: { category_id: { in: [...categoryIds.values()] } },
        select: { id: true, nom: true, category_id: true },
      })
    ).filter((row) => wantedSubCategories.has(`${row.category_id}/${row.nom}`)),
  );
  await tx.sex.createMany({ data: data.sexes.map((type) => ({ type })), skipDuplicates: true });
  const sexIds = new Map(
    (
      await tx.sex.findMany({ where: { type: { in: [...data.sexes] } }, select: { id: true, type: true } })
    ).map((row) => [row.type, row.id]),
  );
  await tx.color.createMany({ data: data.colours, skipDuplicates: true });
  const colourIds = byName(
    await tx.color.findMany({
      where: { nom: { in: data.colours.map((c) => c.nom) } },
      select: { id: true, nom: true },
    }),
  );
  await tx.size.createMany({ data: data.sizes, skipDuplicates: true });
  const sizeIds = byName(
    await tx.size.findMany({
      where: { nom: { in: data.sizes.map((s) => s.nom) } },
      select: { id: true, nom: true },
    }),
  );
  await tx.collection.createMany({
    data: data.collections.map((collection) => ({
      nom: collection.nom,
      description: collection.description,
      image: collection.image.url,
      created_at: collection.createdAt,
    })),
    skipDuplicates: true,
  });
  const collectionIds = byName(
    await tx.collection.findMany({
      where: { nom: { in: data.collections.map((c) => c.nom) } },
      select: { id: true, nom: true },
    }),
  );

  // Batched: one statement per table rather than one per article (the test harness seeds on every run).
  const rows = await tx.article.createManyAndReturn({
    data: data.articles.map((article) => ({
      nom: article.nom,
      description: article.description,
      prix: toDecimalString(article.prix),
      promo: article.promo,
      image: article.images[0]?.url ?? '',
      created_at: article.createdAt,
      sub_category_id: required(subCategoryIds, article.sub),
      sex_id: required(sexIds, article.sex),
      collection_id: article.collection ? required(collectionIds, article.collection) : null,
    })),
    select: { id: true, nom: true },
  });
  const articleId = new Map(rows.map((row) => [row.nom, row.id]));
  const idOf = (nom: string) => required(articleId, nom);
  await tx.articleImage.createMany({
    data: data.articles.flatMap((article) =>
      article.images.map((image, position) => ({ article_id: idOf(article.nom), url: image.url, position })),
    ),
  });
  const details = await tx.articleDetail.createManyAndReturn({
    data: data.articles.flatMap((article) =>
      article.details.map((detail) => ({
        article_id: idOf(article.nom),
        size_id: required(sizeIds, detail.size),
        color_id: detail.colour ? required(colourIds, detail.colour) : null,
        stock: detail.stock,
      })),
    ),
    select: { id: true, article_id: true },
  });
  // Serial ids follow the order of the rows inserted: each article's details keep the plan's order.
  const detailIds = new Map<number, number[]>();
  for (const detail of [...details].sort((a, b) => a.id - b.id)) {
    detailIds.set(detail.article_id, [...(detailIds.get(detail.article_id) ?? []), detail.id]);
  }
  for (const article of data.articles) {
    await tx.article.update({
      where: { id: idOf(article.nom) },
      data: { colors: { connect: article.colours.map((nom) => ({ id: required(colourIds, nom) })) } },
      select: { id: true },
    });
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
  await tx.promo.createMany({ data: data.promos, skipDuplicates: true });
  const promoIds = new Map(
    (
      await tx.promo.findMany({
        where: { code: { in: data.promos.map((p) => p.code) } },
        select: { id: true, code: true },
      })
    ).map((row) => [row.code, row.id]),
  );

  if ((await tx.order.count()) > 0) return;
  await tx.client.createMany({ data: [...data.clients], skipDuplicates: true });
  const clients = await tx.client.findMany({
    where: { code_client: { in: data.clients.map((client) => client.code_client) } },
    select: { id: true, code_client: true },
  });
  const clientIds = new Map(clients.map((client) => [client.code_client, client.id]));
  const clientDetails = new Map<string, DemoData['clients'][number]>(
    data.clients.map((client) => [client.code_client, client]),
  );
  for (const order of data.orders) {
    const clientId = clientIds.get(order.clientCode);
    // A client that could not be created (its phone or e-mail taken by another) simply has no orders.
    if (clientId === undefined) continue;
    // Numbered from the order id like the shop's own orders, so new orders never reuse a reference.
    const id = await nextOrderId(tx);
    const { items, ...amounts } = orderTotalsRow({
      ...order.totals,
      lines: order.totals.lines.map((line, i) => {
        const item = order.items[i] as (typeof order.items)[number];
        const articleId = idOf(item.article.nom);
        const detailId =
          item.detailIndex === undefined ? undefined : detailIds.get(articleId)?.[item.detailIndex];
        return { ...line, article_id: articleId, article_detail_id: detailId ?? null, nom: item.article.nom };
      }),
    });
    await insertOrder(
      tx,
      {
        id,
        reference: orderReference(id, order.isoDate),
        client_id: clientId,
        promo_id: order.promoCode ? (promoIds.get(order.promoCode) ?? null) : null,
        code_promo: order.promoCode ?? null,
        reduction: order.reduction,
        ...amounts,
        date_commande: new Date(`${order.isoDate}T00:00:00Z`),
        etat: storedState(order.etat),
        ...deliveryOf(clientDetails.get(order.clientCode)),
        created_at: order.createdAt,
      },
      items,
    );
    // Inserted, not moved: the demo's past moves are written as the console made them, and no mail
    // is queued for them (only a move, an UPDATE, queues one).
    await tx.orderHistory.createMany({
      data: order.history.map((move) => ({
        commande_id: id,
        ancien_etat: storedState(move.from),
        nouvel_etat: storedState(move.to),
        par: 'console',
        note: move.note,
        created_at: move.at,
      })),
    });
  }
}

/** The delivery details an order keeps: its client's at the time. */
function deliveryOf(client: DemoData['clients'][number] | undefined) {
  if (!client) return {};
  const { nom, prenom, numero_telephone, adresse, region, code_postal } = client;
  return { nom, prenom, numero_telephone, adresse, region, code_postal: code_postal ?? null };
}

function byName(rows: ReadonlyArray<{ id: number; nom: string }>): Map<string, number> {
  return new Map(rows.map((row) => [row.nom, row.id]));
}

function required(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Demo data: no row for ${name}`);
  return id;
}
