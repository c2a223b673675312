import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestAppWithFiles } from '../../test/app-with-files.js';
import { visitor } from '../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../test/database.js';
import { capturedLogger } from '../../test/log-lines.js';
import { databaseState } from '../../test/shop-fixtures.js';

// Requests that Express, body-parser, the router or send refuse keep their 4xx status and get a
// French message: a client can never make the shop answer 5xx.

const { db } = await useTestDatabase('empty');
const { app, storageDir, webDir } = await createTestAppWithFiles(db);
const shopper = await visitor(app);

/** Sends bytes as they are (superagent would serialise a Buffer sent as JSON). */
const asIs = (body: unknown) => body as string;

describe('malformed percent escapes in the URL', () => {
  it('are a 400 that says so, on the API, in storage and on pages', async () => {
    for (const url of [
      '/api/Article/%ZZ',
      '/api/Collection/%E0%A4%A',
      '/storage/a%ZZ',
      '/%ZZ',
      '/produit/%',
    ]) {
      const response = await request(app).get(url);
      expect(response.status, url).toBe(400);
      expect(response.body, url).toEqual({
        message: expect.stringMatching(/^L'adresse demandée|^La requête/),
      });
    }
    expect((await request(app).get('/api/Article/%ZZ')).body).toEqual({
      message: "L'adresse demandée contient un encodage invalide.",
    });
  });
});

describe('paths that climb out of the storage folder', () => {
  it('are refused with 403, never served', async () => {
    for (const url of [
      '/storage/..%2f..',
      '/storage/..%2f..%2fetc%2fpasswd',
      '/storage/catalogue/..%2f..%2f..%2fpackage.json',
    ]) {
      const response = await request(app).get(url);
      expect(response.status, url).toBe(403);
      expect(response.body).toEqual({ message: 'Accès refusé.' });
    }
  });
});

describe('conditional and range requests', () => {
  it('answer 416 to a range past the end of a file or page', async () => {
    for (const url of [
      '/Panier',
      '/catalogue',
      '/storage/catalogue/bague-800.webp',
      '/assets/index-abc123.js',
    ]) {
      const response = await request(app).get(url).set('Range', 'bytes=99999999-');
      expect(response.status, url).toBe(416);
      expect(response.body, url).toEqual({
        message: 'La plage demandée (Range) est en dehors de la ressource.',
      });
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('answer 412 when If-Match names another version', async () => {
    for (const url of ['/Panier', '/storage/catalogue/bague-800.webp']) {
      const response = await request(app).get(url).set('If-Match', '"nope"');
      expect(response.status, url).toBe(412);
      expect(response.body.message, url).toMatch(/^La ressource ne correspond pas/);
    }
  });

  it('still serve a satisfiable range', async () => {
    const response = await request(app).get('/storage/catalogue/bague-800.webp').set('Range', 'bytes=0-1');
    expect(response.status).toBe(206);
  });
});

describe('request bodies that cannot be read', () => {
  it('refuse a gzip body that does not decompress, and write nothing', async () => {
    const before = await databaseState(db);
    const response = await shopper
      .post('/api/ContactMessage')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize(asIs)
      .send(Buffer.from('this is not gzip at all'));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Le corps de la requête est illisible.' });
    const truncated = gzipSync(JSON.stringify({ email: 'lina@example.tn' })).subarray(0, 12);
    const cut = await shopper
      .post('/api/sendemail')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize(asIs)
      .send(truncated);
    expect(cut.status).toBe(400);
    expect(await databaseState(db)).toEqual(before);
  });

  it('refuse an unknown content encoding or charset with 415', async () => {
    const encoding = await shopper
      .post('/api/sendemail')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'compress')
      .send('{}');
    expect(encoding.status).toBe(415);
    expect(encoding.body).toEqual({ message: 'Encodage de la requête non pris en charge.' });
    const charset = await shopper
      .post('/api/sendemail')
      .set('Content-Type', 'application/json; charset=ebcdic')
      .send('{}');
    expect(charset.status).toBe(415);
  });

  it('refuses a compression bomb as too large', async () => {
    const bomb = gzipSync(Buffer.from(`{"email":"${'a'.repeat(5_000_000)}"}`));
    const response = await shopper
      .post('/api/sendemail')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize(asIs)
      .send(bomb);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'La requête est trop volumineuse.' });
  });
});

describe('the log of refused requests', () => {
  it('holds no stack trace and nothing above info, however many arrive', async () => {
    const { logger, lines } = capturedLogger();
    const logged = await createTestApp(db, { storageDir, webDir, logger });
    for (let i = 0; i < 5; i++) {
      await request(logged).get('/api/Article/%ZZ');
      await request(logged).get('/storage/..%2f..');
      await request(logged).get('/').set('Range', 'bytes=99999999-');
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => JSON.stringify(line).includes('"stack"'))).toEqual([]);
    expect(Math.max(...lines.map((line) => Number(line.level)))).toBeLessThanOrEqual(30);
  });
});

describe('other methods on files', () => {
  it('are refused without a 5xx', async () => {
    const response = await request(app).delete('/storage/catalogue/bague-800.webp');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.body).toEqual({ message: 'Méthode non autorisée pour cette adresse.' });
  });
});
