import {
  type ArticleDetail,
  type Category,
  type Color,
  type Event,
  type Sex,
  SITE_IMAGE_POSITIONS,
  type SiteImage,
  type Size,
} from '@vitrine/contracts';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/prisma.js';

// The small lists the storefront's menus, filters and home page are built from.

export function listCategories(db: Db): Promise<Category[]> {
  return db.kysely
    .selectFrom('categories as c')
    .select((eb) => [
      'c.id',
      'c.nom',
      'c.description',
      jsonArrayFrom(
        eb
          .selectFrom('sub_categories as s')
          .select(['s.id', 's.nom'])
          .whereRef('s.category_id', '=', 'c.id')
          .orderBy('s.id'),
      ).as('sub_categories'),
    ])
    .orderBy('c.id')
    .execute();
}

export function listSexes(db: Db): Promise<Sex[]> {
  return db.kysely.selectFrom('sexes').select(['id', 'type']).orderBy('id').execute();
}

export function listColors(db: Db): Promise<Color[]> {
  return db.kysely.selectFrom('colors').select(['id', 'nom', 'code_hexadecimal']).orderBy('id').execute();
}

export function listSizes(db: Db): Promise<Size[]> {
  return db.kysely.selectFrom('sizes').select(['id', 'nom']).orderBy('position').orderBy('id').execute();
}

export function listEvents(db: Db): Promise<Event[]> {
  return db.kysely
    .selectFrom('events')
    .select(['id', 'nomevent', 'description', 'img', 'link'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function listSiteImages(db: Db, positions?: readonly number[]): Promise<SiteImage[]> {
  return db.kysely
    .selectFrom('gestion_site_web')
    .select(['id', 'nom', 'url', 'position'])
    .$if(positions !== undefined, (q) => q.where('position', 'in', positions?.length ? [...positions] : [-1]))
    .orderBy('position')
    .execute();
}

export function listSocialImages(db: Db): Promise<SiteImage[]> {
  return listSiteImages(db, SITE_IMAGE_POSITIONS.social);
}

export function listArticleDetails(db: Db, articleId?: number): Promise<ArticleDetail[]> {
  return (
    db.kysely
      .selectFrom('article_details as d')
      .leftJoin('sizes as s', 's.id', 'd.size_id')
      .select((eb) => [
        'd.id',
        'd.article_id',
        'd.stock',
        jsonObjectFrom(
          eb.selectFrom('sizes as z').select(['z.id', 'z.nom']).whereRef('z.id', '=', 'd.size_id'),
        ).as('size'),
        jsonObjectFrom(
          eb
            .selectFrom('colors as c')
            .select(['c.id', 'c.nom', 'c.code_hexadecimal'])
            .whereRef('c.id', '=', 'd.color_id'),
        ).as('color'),
      ])
      .$if(Boolean(articleId), (q) => q.where('d.article_id', '=', articleId ?? 0))
      // A product page lists an article's sizes as the shop ranks them (48 before 50, S before M).
      .orderBy('d.article_id')
      .orderBy('s.position')
      .orderBy('d.id')
      .execute()
  );
}
