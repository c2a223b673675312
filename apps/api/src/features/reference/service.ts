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
import type { Db } from '../../db/prisma.js';

// The small lists the storefront's menus, filters and home page are built from.

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db.category.findMany({
    select: {
      id: true,
      nom: true,
      description: true,
      subCategories: { select: { id: true, nom: true }, orderBy: { id: 'asc' } },
    },
    orderBy: { id: 'asc' },
  });
  return rows.map(({ subCategories, ...category }) => ({ ...category, sub_categories: subCategories }));
}

export function listSexes(db: Db): Promise<Sex[]> {
  return db.sex.findMany({ select: { id: true, type: true }, orderBy: { id: 'asc' } });
}

export function listColors(db: Db): Promise<Color[]> {
  return db.color.findMany({
    select: { id: true, nom: true, code_hexadecimal: true },
    orderBy: { id: 'asc' },
  });
}

export function listSizes(db: Db): Promise<Size[]> {
  return db.size.findMany({ select: { id: true, nom: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
}

export function listEvents(db: Db): Promise<Event[]> {
  return db.event.findMany({
    select: { id: true, nomevent: true, description: true, img: true, link: true },
    orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
  });
}

export function listSiteImages(db: Db, positions?: readonly number[]): Promise<SiteImage[]> {
  return db.siteImage.findMany({
    where: positions ? { position: { in: [...positions] } } : undefined,
    select: { id: true, nom: true, url: true, position: true },
    orderBy: { position: 'asc' },
  });
}

export function listSocialImages(db: Db): Promise<SiteImage[]> {
  return listSiteImages(db, SITE_IMAGE_POSITIONS.social);
}

export function listArticleDetails(db: Db, articleId?: number): Promise<ArticleDetail[]> {
  return db.articleDetail.findMany({
    where: articleId ? { article_id: articleId } : undefined,
    select: {
      id: true,
      article_id: true,
      stock: true,
      size: { select: { id: true, nom: true } },
      color: { select: { id: true, nom: true, code_hexadecimal: true } },
    },
    // A product page lists an article's sizes as the shop ranks them (48 before 50, S before M).
    orderBy: [{ article_id: 'asc' }, { size: { position: 'asc' } }, { id: 'asc' }],
  });
}
