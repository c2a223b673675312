import type { ArticleSeed, ColourName, SizeName } from './catalogue.js';
import type { PlannedImage } from './render.js';

// The demo's articles and promos as the orders are built from them (orders.ts) and the data gives them
// (demo-data.ts): apart from both, so that neither imports the other back.

export interface DemoArticle extends Omit<ArticleSeed, 'about' | 'art'> {
  description: string;
  promo: number;
  createdAt: Date;
  images: PlannedImage[];
  details: Array<{ size: SizeName; colour: ColourName | undefined; stock: number }>;
}

export interface DemoPromo {
  code: string;
  reduction: number;
  active: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  usage_limit: number | null;
  usage_count: number;
}

/** A customer of the demo shop, as the clients table keeps one. */
export interface DemoClient {
  code_client: string;
  nom: string;
  prenom: string;
  region: string;
  adresse: string;
  numero_telephone: string;
  code_postal: string;
  adresse_mail: string;
}
