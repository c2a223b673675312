import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.js';
import { createCatalogue } from '../../../test/fixtures.js';
import { makeJobsDue, queueIdle, startTestRunner } from '../../../test/jobs.js';
import { phonePhoto } from '../../../test/photos.js';
import { FolderStorage } from '../../storage/folder-storage.js';
import type { PhotoStorage } from '../../storage/photo-storage.js';
import { encodePhoto } from './photo-encoding.js';
import { addPhotos, photoTasks, removePhoto } from './service.js';

// Files and rows are never written in one step: an upload's files before its transaction, a removed
// photo's files by a job after its commit. A commit that fails must leave every recorded photo whole.

const { db } = await useTestDatabase('empty');
const storageDir = await mkdtemp(path.join(tmpdir(), 'vitrine-photo-files-'));
afterAll(() => rm(storageDir, { recursive: true, force: true }));
const folder = new FolderStorage(storageDir);

/** The folder, whose removals fail while `failingRemovals` is above zero. */
let failingRemovals = 0;
const storage: PhotoStorage = {
  description: 'folder with failing removals',
  put: (name, bytes, type) => folder.put(name, bytes, type),
  get: (name) => folder.get(name),
  has: (name) => folder.has(name),
  remove: async (name) => {
    if (failingRemovals > 0) {
      failingRemovals -= 1;
      throw new Error('storage away');
    }
    await folder.remove(name);
  },
};
const deps = { db, photos: storage };
const jobs = await startTestRunner(db, photoTasks(deps));
const catalogue = await createCatalogue(db, [
  { nom: 'Bague Jasmin', prixMillimes: 120_000, sub: 'solitaires', images: 0, createdDaysAgo: 5 },
]);
const articleId = catalogue.articles[0]?.id as number;

const filesOf = async (stem: string) =>
  (await readdir(path.join(storageDir, 'articles', String(articleId))).catch(() => [] as string[])).filter(
    (file) => file.startsWith(stem),
  );
const stemOf = (url: string) => /\/([0-9a-f]{16})-800\.webp$/.exec(url)?.[1] as string;

/** Makes every commit that deleted a photo fail, as a commit refused at its end would. */
async function commitsOfRemovalsFail<T>(work: () => Promise<T>): Promise<T> {
  await sql`CREATE FUNCTION refuse_commit() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN RAISE EXCEPTION 'commit refused'; END $$`.execute(db.kysely);
  await sql`CREATE CONSTRAINT TRIGGER refuse_commit AFTER DELETE ON article_images
            DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_commit()`.execute(db.kysely);
  try {
    return await work();
  } finally {
    await sql`DROP TRIGGER refuse_commit ON article_images`.execute(db.kysely);
    await sql`DROP FUNCTION refuse_commit()`.execute(db.kysely);
  }
}

describe('removing a photo', () => {
  it('whose commit fails keeps the photo and its files', async () => {
    const added = await addPhotos(deps, articleId, [
      { name: 'a.jpg', bytes: await phonePhoto({ width: 900, height: 900 }) },
    ]);
    const photo = added.images[0]!;
    await expect(commitsOfRemovalsFail(() => removePhoto(deps, articleId, photo.id))).rejects.toThrow(
      'commit refused',
    );
    await queueIdle(db);
    expect(
      (await db.articleImage.findMany({ where: { article_id: articleId } })).map((row) => row.id),
    ).toEqual([photo.id]);
    expect(await filesOf(stemOf(photo.url))).toHaveLength(6);
  }, 30_000);

  it('deletes its files after the commit, and retries a delete the storage refused', async () => {
    const photo = (await db.articleImage.findFirstOrThrow({ where: { article_id: articleId } })) as {
      id: number;
      url: string;
    };
    failingRemovals = 1;
    await removePhoto(deps, articleId, photo.id);
    await jobs.idle();
    // The job failed once: the files wait for its retry, which the queue runs (made due now).
    expect(await filesOf(stemOf(photo.url))).not.toHaveLength(0);
    await makeJobsDue(db);
    await jobs.idle();
    expect(await filesOf(stemOf(photo.url))).toEqual([]);
  }, 30_000);
});

describe('an upload whose transaction fails', () => {
  it('leaves no row and takes back the files it wrote, not those of the photos still recorded', async () => {
    const kept = await phonePhoto({ width: 1000, height: 800 });
    const recorded = (await addPhotos(deps, articleId, [{ name: 'kept.jpg', bytes: kept }])).images[0]!;
    const fresh = await phonePhoto({ width: 800, height: 1000 });
    const freshStem = (await encodePhoto(fresh)).name;
    await sql`CREATE FUNCTION refuse_photo() RETURNS trigger LANGUAGE plpgsql AS $$
              BEGIN IF NEW.url LIKE '%' || ${sql.lit(freshStem)} || '%' THEN RAISE EXCEPTION 'refused'; END IF;
              RETURN NEW; END $$`.execute(db.kysely);
    await sql`CREATE TRIGGER refuse_photo BEFORE INSERT ON article_images
              FOR EACH ROW EXECUTE FUNCTION refuse_photo()`.execute(db.kysely);
    try {
      await expect(
        addPhotos(deps, articleId, [
          { name: 'kept.jpg', bytes: kept },
          { name: 'fresh.jpg', bytes: fresh },
        ]),
      ).rejects.toThrow();
    } finally {
      await sql`DROP TRIGGER refuse_photo ON article_images`.execute(db.kysely);
      await sql`DROP FUNCTION refuse_photo()`.execute(db.kysely);
    }
    expect(await db.articleImage.count({ where: { article_id: articleId } })).toBe(1);
    expect(await filesOf(stemOf(recorded.url))).toHaveLength(6);
    expect(await filesOf(freshStem)).toEqual([]);
  }, 30_000);
});
