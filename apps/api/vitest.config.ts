import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 120_000,
    // Each file has its own database; two workers match the machine's two cores.
    maxWorkers: 2,
    reporters: reporters('api'),
  },
});
