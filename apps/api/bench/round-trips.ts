// How many SQL statements one listing request sends when the catalogue cache does not have its answer,
// counted from Prisma's query events on a client of our own (the shop's createPrisma takes no log
// option, and its code stays as it is). A repeated request is answered from the cache: none.
import { PrismaPg } from '@prisma/adapter-pg';
import { ArticlesPageRequestSchema } from '@vitrine/contracts';
import { listArticles } from '../src/features/articles/service.js';
import { PrismaClient } from '../src/generated/prisma/client.js';

export interface RoundTrips {
  count: number;
  statements: string[];
}

export async function countListingRoundTrips(databaseUrl: string, body: unknown): Promise<RoundTrips> {
  const db = new PrismaClient({
    adapter: new PrismaPg({ connectionString: databaseUrl }),
    log: [{ emit: 'event', level: 'query' }],
  });
  const statements: string[] = [];
  db.$on('query', (event) => statements.push(event.query.replace(/\s+/g, ' ').slice(0, 160)));
  try {
    await listArticles(db, ArticlesPageRequestSchema.parse(body));
    return { count: statements.length, statements };
  } finally {
    await db.$disconnect();
  }
}
