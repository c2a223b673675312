import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { csrfSecret, loadConfig, trustProxySetting } from './config.js';
import { hashPassword } from './password.js';

describe('loadConfig', () => {
  it('gives the write API its defaults, and reads an empty variable as unset', () => {
    const config = loadConfig({ DATA_DIR: '/srv/vitrine', SMTP_URL: '' });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config).toMatchObject({
      MAIL_OUTBOX_DIR: '/srv/vitrine/outbox',
      SHOP_EMAIL: 'boutique@vitrine.tn',
      RATE_LIMIT_ORDER: 30,
      RATE_LIMIT_CONTACT: 5,
      TRUST_PROXY: 'false',
    });
  });

  it('writes the shop’s phone as shoppers read it, and refuses one that is not Tunisian', () => {
    expect(loadConfig({}).SHOP_PHONE).toBe('+216 71 000 000');
    expect(loadConfig({ SHOP_PHONE: '71 234 567' }).SHOP_PHONE).toBe('+216 71 234 567');
    expect(loadConfig({ SHOP_PHONE: '+216 98.765-432' }).SHOP_PHONE).toBe('+216 98 765 432');
    expect(loadConfig({ SHOP_PHONE: '0021622123456' }).SHOP_PHONE).toBe('+216 22 123 456');
    expect(() => loadConfig({ SHOP_PHONE: '+33 1 23 45 67 89' })).toThrow(/SHOP_PHONE: a Tunisian phone/);
    expect(() => loadConfig({ SHOP_PHONE: '7100000' })).toThrow(/SHOP_PHONE/);
  });

  it('allows 5 orders per delivery phone in 24 h unless told otherwise', () => {
    expect(loadConfig({}).RATE_LIMIT_ORDERS_PER_PHONE).toBe(5);
    expect(loadConfig({ RATE_LIMIT_ORDERS_PER_PHONE: '0' }).RATE_LIMIT_ORDERS_PER_PHONE).toBe(0);
    expect(() => loadConfig({ RATE_LIMIT_ORDERS_PER_PHONE: '-1' })).toThrow(/RATE_LIMIT_ORDERS_PER_PHONE/);
  });

  it('sets the timeouts that drop slow clients and bound the shutdown, within 30 s', () => {
    expect(loadConfig({})).toMatchObject({
      HTTP_HEADERS_TIMEOUT_S: 10,
      HTTP_REQUEST_TIMEOUT_S: 30,
      HTTP_KEEP_ALIVE_TIMEOUT_S: 5,
      SHUTDOWN_GRACE_S: 8,
      DATABASE_CONNECT_TIMEOUT_S: 5,
    });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_S: '40', HTTP_REQUEST_TIMEOUT_S: '30' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_S/,
    );
  });

  it('takes the owner password as a hash or in clear, not both, and limits failed sign-ins to 10', async () => {
    expect(loadConfig({}).RATE_LIMIT_OWNER_SIGN_IN).toBe(10);
    const hash = await hashPassword('Production-2026');
    expect(loadConfig({ OWNER_PASSWORD_HASH: hash }).OWNER_PASSWORD_HASH).toBe(hash);
    expect(() => loadConfig({ OWNER_PASSWORD_HASH: 'Production-2026' })).toThrow(/OWNER_PASSWORD_HASH/);
    expect(() => loadConfig({ OWNER_PASSWORD: 'court' })).toThrow(/OWNER_PASSWORD/);
    expect(() => loadConfig({ OWNER_PASSWORD_HASH: hash, OWNER_PASSWORD: 'developpement' })).toThrow(
      /not both/,
    );
  });

  it('requires the secrets every instance must share when NODE_ENV=production', async () => {
    const hash = await hashPassword('Production-2026');
    const secret = 'x'.repeat(64);
    expect(() => loadConfig({ NODE_ENV: 'production', OWNER_PASSWORD_HASH: hash })).toThrow(
      /CSRF_SECRET: required when NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', CSRF_SECRET: secret })).toThrow(
      /OWNER_PASSWORD_HASH: required when NODE_ENV=production/,
    );
    // The password in clear is for development: production takes only its hash.
    expect(() =>
      loadConfig({ NODE_ENV: 'production', CSRF_SECRET: secret, OWNER_PASSWORD: 'Production-2026' }),
    ).toThrow(/OWNER_PASSWORD_HASH: required when NODE_ENV=production/);
    const shared = { CSRF_SECRET: secret, OWNER_PASSWORD_HASH: hash };
    expect(() => loadConfig({ NODE_ENV: 'production', ...shared })).toThrow(
      /PUBLIC_URL: required when NODE_ENV=production/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', ...shared, PUBLIC_URL: 'https://www.vitrine.tn' }),
    ).toMatchObject({ CSRF_SECRET: secret, PUBLIC_URL: 'https://www.vitrine.tn' });
    // Behind a proxy, its addresses: `true` would believe any X-Forwarded-For a client writes.
    const deployed = { NODE_ENV: 'production', ...shared, PUBLIC_URL: 'https://www.vitrine.tn' };
    expect(() => loadConfig({ ...deployed, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: `true` is refused when NODE_ENV=production .*: give the proxy.s addresses/,
    );
    expect(loadConfig({ ...deployed, TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
    // Development keeps its generated secrets.
    expect(loadConfig({ NODE_ENV: 'development' }).CSRF_SECRET).toBeUndefined();
  });

  it('stops the shop at start with the variables named and exit code 1 when they are missing or wrong', () => {
    const started = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')],
      {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', TRUST_PROXY: 'true' },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('Invalid configuration:');
    expect(started.stderr).toMatch(/CSRF_SECRET: required when NODE_ENV=production/);
    expect(started.stderr).toMatch(/OWNER_PASSWORD_HASH: required when NODE_ENV=production/);
    expect(started.stderr).toMatch(/TRUST_PROXY: `true` is refused when NODE_ENV=production/);
    expect(started.stderr).toMatch(/PUBLIC_URL: required when NODE_ENV=production/);
  });

  it('takes the public origin from PUBLIC_URL, and in development the address the shop prints', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.vitrine.tn/' }).PUBLIC_URL).toBe('https://www.vitrine.tn');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(() => loadConfig({ PUBLIC_URL: 'https://www.vitrine.tn/boutique' })).toThrow(
      /PUBLIC_URL: an origin/,
    );
    expect(loadConfig({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
    expect(() => loadConfig({ PUBLIC_URL: 'www.vitrine.tn' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://www.vitrine.tn' })).toThrow(/PUBLIC_URL/);
  });

  it('refuses a mail URL of the wrong kind, naming the variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.tn' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ CSRF_SECRET: 'court' })).toThrow(/CSRF_SECRET/);
  });

  it('explains a wrong value in English, though the shop speaks French to shoppers', async () => {
    // The contracts set zod's French messages for the whole process; the operator still reads English.
    await import('@vitrine/contracts');
    expect(() => loadConfig({ PORT: 'huit' })).toThrow(
      /^Invalid configuration:\n {2}PORT: Invalid input: expected number, received NaN$/,
    );
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV: Invalid option: expected one of/);
  });
});

describe('csrfSecret', () => {
  it('is generated once under DATA_DIR, private, and kept across restarts', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const secret = csrfSecret(config);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(csrfSecret(loadConfig({ DATA_DIR: dataDir }))).toBe(secret);
    expect((await readFile(path.join(dataDir, 'csrf-secret'), 'utf8')).trim()).toBe(secret);
    expect((await stat(path.join(dataDir, 'csrf-secret'))).mode & 0o077).toBe(0);
  });

  it('is CSRF_SECRET when set, so that instances share it', () => {
    const shared = 's'.repeat(40);
    expect(csrfSecret(loadConfig({ DATA_DIR: '/nonexistent', CSRF_SECRET: shared }))).toBe(shared);
  });
});

describe('trustProxySetting', () => {
  it('reads booleans, hop counts and address lists', () => {
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});
