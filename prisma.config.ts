import path from 'node:path';
import { defineConfig } from 'prisma/config';

// The Prisma CLI would download a native schema engine, which this project never needs: migrations
// are applied by apps/api/src/db/migrate.ts. generate, validate, format and studio run on WebAssembly.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve('prisma/schema-engine-unavailable.sh');

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  // env('DATABASE_URL') would throw when unset, even for `prisma generate`.
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
