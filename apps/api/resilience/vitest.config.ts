import { defineConfig } from 'vitest/config';
import { reporters } from '../../../vitest.shared.js';

// The resilience suite (`pnpm test:resilience`): the built shop in its own process, on a PostgreSQL the
// suite owns, under load, hostile input, outages and shutdown. One scenario at a time: they measure.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.resilience.ts'],
    environment: 'node',
    globalSetup: ['global-setup.ts'],
    testTimeout: 15 * 60_000,
    hookTimeout: 5 * 60_000,
    teardownTimeout: 60_000,
    fileParallelism: false,
    reporters: reporters('api-resilience'),
  },
});
