import { fileURLToPath } from 'node:url';

// Source (src/) and build (dist/) sit at the same depth, so these hold for both.
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../prisma/migrations/', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist/', import.meta.url));
