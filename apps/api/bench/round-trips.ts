// How many SQL statements one listing request sends when the catalogue cache does not have its answer,
// counted on the shop's own database handle (its pg pool and Prisma's query events). A repeated
// request is answered from the cache: none.
import { ArticlesPageRequestSchema } from '@vitrine/contracts';
import { createPrisma } from '../src/db/prisma.js';
import { listArticles } from '../src/features/articles/service.js';

export interface RoundTrips {
  count: number;
  statements: string[];
}

export async function countListingRoundTrips(databaseUrl: string, body: unknown): Promise<RoundTrips> {
  const db = createPrisma(databaseUrl, { max: 1 });
  const statements: string[] = [];
  const query = db.pool.query.bind(db.pool) as (text: string, values?: unknown[]) => Promise<unknown>;
  Object.assign(db.pool, {
    query: (text: string, values?: unknown[]) => {
      statements.push(text.replace(/\s+/g, ' ').trim().slice(0, 160));
      return query(text, values);
    },
  });
  try {
    await listArticles(db, ArticlesPageRequestSchema.parse(body));
    return { count: statements.length, statements };
  } finally {
    await db.$disconnect();
  }
}
