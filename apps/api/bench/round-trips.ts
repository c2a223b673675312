// How many SQL statements one listing request sends today, counted from Prisma's query events on a
// client of our own (the shop's createPrisma takes no log option, and its code stays as it is).
import { PrismaPg } from '@prisma/adapter-pg';
import { ArticlesPageRequestSchema } from '@vitrine/contracts';
import { listArticles } from '../src/features/articles/service.js';
import { PrismaClient } from '../src/generated/prisma/client.js';

export interface RoundTrips {
  /** Statements of the first request for a filter (the total is not cached yet). */
  cold: number;
  /** Statements of the same request again (the total comes from the shop's count cache). */
  warm: number;
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
    const query = ArticlesPageRequestSchema.parse(body);
    await listArticles(db, query);
    const cold = statements.length;
    await listArticles(db, query);
    return { cold, warm: statements.length - cold, statements: statements.slice(0, cold) };
  } finally {
    await db.$disconnect();
  }
}
