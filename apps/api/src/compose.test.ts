import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig, trustProxySetting } from './config.js';
import { hashPassword } from './password.js';

// docker-compose.yml read as Compose reads it (no Docker engine here to run `docker compose config`):
// every service the shop's image runs gets variables the shop knows and that pass its configuration,
// images are pinned, and the `scale` profile puts three replicas behind the proxy.

const REPO = path.join(import.meta.dirname, '../../..');

interface Service {
  image?: string;
  build?: unknown;
  profiles?: string[];
  deploy?: { replicas?: number };
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(await readFile(path.join(REPO, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  version?: unknown;
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const dockerfile = await readFile(path.join(REPO, 'Dockerfile'), 'utf8');
const shops = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);

/** `${NAME:?message}` and `${NAME:-default}` as Compose fills them from `.env`. */
const interpolated = (value: string, dotEnv: Record<string, string>) =>
  value.replace(
    /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
    (_, name: string, kind?: string, fallback?: string) =>
      dotEnv[name] ?? (kind === '-' ? (fallback ?? '') : ''),
  );

describe('docker-compose.yml', () => {
  it('has no obsolete version key and pins every image', () => {
    expect(compose.version).toBeUndefined();
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.build) continue;
      expect(service.image, name).toMatch(/^[\w./-]+:v?\d+(\.\d+)+(-[\w.]+)?$/);
    }
  });

  it('gives the shop only variables it reads, which its production configuration accepts', async () => {
    expect(shops.map(([name]) => name).sort()).toEqual(['app', 'app-replica']);
    const imageEnv = Object.fromEntries(
      [...(/^ENV (.+)$/m.exec(dockerfile)?.[1] ?? '').matchAll(/(\w+)=(\S+)/g)].map(([, k, v]) => [k, v]),
    );
    expect(imageEnv.NODE_ENV).toBe('production');
    const dotEnv = {
      CSRF_SECRET: 'a'.repeat(64),
      OWNER_PASSWORD_HASH: await hashPassword('mot de passe', { N: 2 ** 10, r: 8, p: 1 }),
    };
    for (const [name, service] of shops) {
      const environment = service.environment ?? {};
      for (const variable of Object.keys(environment)) expect(CONFIG_VARIABLES, name).toContain(variable);
      const env = {
        ...imageEnv,
        ...Object.fromEntries(
          Object.entries(environment).map(([key, value]) => [key, interpolated(String(value), dotEnv)]),
        ),
      };
      expect(() => loadConfig(env), name).not.toThrow();
      // Without the .env file, Compose stops and names what is missing.
      expect(environment.CSRF_SECRET).toMatch(/^\$\{CSRF_SECRET:\?.+\}$/);
      expect(environment.OWNER_PASSWORD_HASH).toMatch(/^\$\{OWNER_PASSWORD_HASH:\?.+\}$/);
      // The address its pages name: from .env, else the one this file publishes.
      expect(environment.PUBLIC_URL).toMatch(/^\$\{PUBLIC_URL:-http:\/\/localhost:\d+\}$/);
    }
  });

  it('runs three replicas behind the proxy in the scale profile, sharing the database and the photos', async () => {
    const app = compose.services.app as Service;
    const replica = compose.services['app-replica'] as Service;
    const proxy = compose.services.proxy as Service;
    expect(app.profiles).toBeUndefined();
    expect(replica.profiles).toEqual(['scale']);
    expect(proxy.profiles).toEqual(['scale']);
    expect(replica.deploy?.replicas).toBe(3);
    expect(replica.ports).toBeUndefined();
    expect(replica.environment?.DATABASE_URL).toBe(app.environment?.DATABASE_URL);
    expect(replica.volumes).toEqual(app.volumes);
    expect(replica.volumes?.[0]?.split(':')[0]).toBeOneOf(Object.keys(compose.volumes));
    // Behind the proxy each shopper is known by X-Forwarded-For, or all would share one rate limit; and
    // it is believed from the proxy's addresses only, not from whoever is a hop away.
    expect(trustProxySetting(String(replica.environment?.TRUST_PROXY))).toBe('uniquelocal');
    expect(proxy.depends_on?.['app-replica']?.condition).toBe('service_healthy');
    const mount = proxy.volumes?.[0]?.split(':') ?? [];
    const caddyfile = await readFile(path.join(REPO, mount[0] as string), 'utf8');
    expect(caddyfile).toMatch(/name app-replica\s+port 3000/);
    expect(caddyfile).toContain('lb_policy round_robin');
  });
});
