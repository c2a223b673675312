import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT, WEB_DIST_DIR } from './paths.js';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL server to use; without it the shop runs an embedded PostgreSQL under DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data')),
  /** Uploaded and generated images, served at /storage. Defaults to DATA_DIR/storage. */
  STORAGE_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().default(WEB_DIST_DIR),
  SEED_DEMO_DATA: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
});

export type Config = Omit<z.infer<typeof EnvSchema>, 'STORAGE_DIR'> & { STORAGE_DIR: string };

/** Reads the environment once, at boot; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Configuration invalide :\n${problems}`);
  }
  const config = parsed.data;
  return { ...config, STORAGE_DIR: config.STORAGE_DIR ?? path.join(config.DATA_DIR, 'storage') };
}
