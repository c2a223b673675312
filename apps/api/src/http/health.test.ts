import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { readMigrations } from '../db/migrate.js';
import { createPrisma } from '../db/prisma.js';
import { probeRoutes } from './health.js';

// What a load balancer asks each instance: is the process there (live), may it be sent traffic (ready).

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);

function probes(options: Parameters<typeof probeRoutes>[1], on = db) {
  return express().use('/api', probeRoutes(on, options));
}

describe('GET /api/health/live', () => {
  it('answers 200 without a cookie, the database not asked', async () => {
    const response = await request(app).get('/api/health/live');
    expect([response.status, response.body]).toEqual([200, { status: 'live' }]);
    expect(response.headers['set-cookie']).toBeUndefined();
    const unreachable = createPrisma('postgresql://nobody:secret@127.0.0.1:1/none');
    expect((await request(probes({}, unreachable)).get('/api/health/live')).status).toBe(200);
  });
});

describe('GET /api/health/ready', () => {
  it('is ready when the database answers and has every migration of this build', async () => {
    const response = await request(app).get('/api/health/ready');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready', database: 'up', migrations: 'applied' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 503 from the moment the shop is stopping', async () => {
    let draining = false;
    const server = probes({ draining: () => draining });
    expect((await request(server).get('/api/health/ready')).status).toBe(200);
    draining = true;
    const response = await request(server).get('/api/health/ready');
    expect([response.status, response.body]).toEqual([503, { status: 'draining' }]);
  });

  it('answers 503 while a migration this build ships is not applied', async () => {
    const shipped = (await readMigrations()).map((migration) => migration.name);
    const server = probes({ shippedMigrations: async () => [...shipped, '29991231000000_later'] });
    const response = await request(server).get('/api/health/ready');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.body).toEqual({
      status: 'unavailable',
      database: 'up',
      migrations: 'pending',
      pending: ['29991231000000_later'],
    });
  });

  it('answers 503 with Retry-After when the database cannot be reached', async () => {
    const unreachable = createPrisma('postgresql://nobody:secret@127.0.0.1:1/none');
    const response = await request(probes({}, unreachable)).get('/api/health/ready');
    expect([response.status, response.body]).toEqual([503, { status: 'unavailable', database: 'down' }]);
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('asks the database at most once a second, however many probes come', async () => {
    let asked = 0;
    const server = probes({
      shippedMigrations: async () => {
        asked++;
        return [];
      },
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(server).get('/api/health/ready')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(asked).toBe(1);
  });
});
