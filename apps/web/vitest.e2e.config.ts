import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

// Browser journeys: the built API serves the built storefront on a fresh database; Chromium drives it.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Stopping the shop (SIGTERM, then its own grace) can outlast vitest's 10 s default.
    teardownTimeout: 20_000,
    fileParallelism: false,
    // A poll waits for what the page shows, as Playwright's locators do: vitest's 1 s default is less
    // than a debounced search and its navigation take on a busy machine (a failed CI run).
    expect: { poll: { timeout: 10_000 } },
    reporters: reporters('web-e2e'),
  },
});
