import { MESSAGES, STAFF_PASSWORD_MIN } from '@vitrine/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../../test/csrf.js';
import { createTestApp, useTestDatabase } from '../../../test/database.js';
import { createStaff, signedInOwner, signedInStaff, TEST_STAFF_PASSWORD } from '../../../test/owner.js';
import { createOneArticleShop } from '../../../test/shop-fixtures.js';

const { db } = await useTestDatabase('empty');
const app = await createTestApp(db);
const owner = await signedInOwner(app);
const { client } = await createOneArticleShop(db);

const accounts = () =>
  db.kysely.selectFrom('staff_accounts').select(['identifiant', 'role', 'actif', 'password_hash']).execute();

async function placedOrder(reference: string, etat: string) {
  await db.$executeRaw`
    INSERT INTO commandes (reference, client_id, sous_total, shipping_charge, total)
    VALUES (${reference}, ${client.id}, 120, 7, 127)`;
  // Through the lifecycle, as the console would have moved it.
  const path = { 'en cours': [], confirmée: ['confirmée'], expédiée: ['confirmée', 'expédiée'] }[etat] ?? [];
  for (const next of path) {
    const note = next === 'expédiée' ? 'Rapid-Poste — RR1' : undefined;
    expect((await owner.post(`/api/owner/orders/${reference}/etat`).send({ etat: next, note })).status).toBe(
      200,
    );
  }
}

describe('/api/owner/equipe', () => {
  it('adds an account, lists it without its password, and lets it sign in with its identifiant', async () => {
    const created = await owner
      .post('/api/owner/equipe')
      .send({ nom: 'Salma', identifiant: ' Salma.B ', mot_de_passe: 'bureau-2026', role: 'confirmation' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      nom: 'Salma',
      identifiant: 'salma.b',
      role: 'confirmation',
      actif: true,
    });
    const list = await owner.get('/api/owner/equipe');
    expect(list.status).toBe(200);
    expect(list.body.membres).toContainEqual(created.body);
    expect(JSON.stringify(list.body)).not.toMatch(/bureau-2026|scrypt/);
    // Hashed as the shop's password is.
    expect((await accounts()).find((a) => a.identifiant === 'salma.b')?.password_hash).toMatch(/^scrypt\$/);

    const salma = await signedInOwner(app, 'bureau-2026', 'SALMA.b');
    const session = await salma.get('/api/owner/session');
    expect(session.body).toEqual({ id: created.body.id, nom: 'Salma', role: 'confirmation' });
  });

  it('refuses a taken identifiant (409) and a bad account (422 in French), adding nothing', async () => {
    await createStaff(db, 'preparation', { identifiant: 'colis' });
    const before = await accounts();
    const taken = await owner
      .post('/api/owner/equipe')
      .send({ nom: 'Autre', identifiant: 'colis', mot_de_passe: 'assez-long', role: 'preparation' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: MESSAGES.identifiantTaken('colis') });
    const bad = await owner
      .post('/api/owner/equipe')
      .send({ nom: '', identifiant: 'é t', mot_de_passe: 'court', role: 'patron' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      nom: [MESSAGES.nomRequired],
      identifiant: [MESSAGES.identifiantInvalid],
      mot_de_passe: [MESSAGES.staffPasswordTooShort(STAFF_PASSWORD_MIN)],
      role: [MESSAGES.staffRoleInvalid],
    });
    expect(await accounts()).toEqual(before);
  });

  it('answers a wrong password or an unknown identifiant alike (401), opening no session', async () => {
    await createStaff(db, 'confirmation', { identifiant: 'nour' });
    const sessions = await db.ownerSession.count();
    for (const [identifiant, mot_de_passe] of [
      ['nour', 'pas-le-bon'],
      ['personne', TEST_STAFF_PASSWORD],
    ]) {
      const response = await (await visitor(app))
        .post('/api/owner/session')
        .send({ identifiant, mot_de_passe });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: MESSAGES.staffSignInWrong });
    }
    expect(await db.ownerSession.count()).toBe(sessions);
  });

  it('ends a disabled account’s sessions at once, and refuses its sign-in', async () => {
    const { id } = await createStaff(db, 'preparation', { identifiant: 'yassine' });
    const yassine = await signedInStaff(app, 'yassine');
    expect((await yassine.get('/api/owner/session')).status).toBe(200);

    const disabled = await owner.patch(`/api/owner/equipe/${id}`).send({ actif: false });
    expect(disabled.status).toBe(200);
    expect(disabled.body.actif).toBe(false);
    expect(await db.ownerSession.count({ where: { staff_id: id } })).toBe(0);
    const refused = await yassine.get('/api/owner/orders');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: MESSAGES.ownerSignInRequired });
    await expect(signedInStaff(app, 'yassine')).rejects.toThrow(/401/);

    // Enabled again, the account signs in as before.
    expect((await owner.patch(`/api/owner/equipe/${id}`).send({ actif: true })).status).toBe(200);
    expect((await (await signedInStaff(app, 'yassine')).get('/api/owner/session')).status).toBe(200);
  });

  it('applies a new role at the next request, and a new password ends the account’s sessions', async () => {
    const { id } = await createStaff(db, 'confirmation', { identifiant: 'ines' });
    const ines = await signedInStaff(app, 'ines');
    expect((await ines.get('/api/owner/stats')).status).toBe(403);
    expect((await owner.patch(`/api/owner/equipe/${id}`).send({ role: 'proprietaire' })).status).toBe(200);
    expect((await ines.get('/api/owner/stats')).status).toBe(200);

    const changed = await owner.patch(`/api/owner/equipe/${id}`).send({ mot_de_passe: 'nouveau-secret' });
    expect(changed.status).toBe(200);
    expect((await ines.get('/api/owner/session')).status).toBe(401);
    expect(
      (await signedInOwner(app, 'nouveau-secret', 'ines').then((a) => a.get('/api/owner/session'))).status,
    ).toBe(200);
  });

  it('refuses an empty change (422), an unknown account (404), and an owner locking themselves out (409)', async () => {
    expect((await owner.patch('/api/owner/equipe/1').send({})).body).toMatchObject({
      errors: { _: [MESSAGES.staffChangeEmpty] },
    });
    const unknown = await owner.patch('/api/owner/equipe/999999').send({ actif: false });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: MESSAGES.staffNotFound });

    const { id } = await createStaff(db, 'proprietaire', { identifiant: 'patronne' });
    const patronne = await signedInStaff(app, 'patronne');
    for (const change of [{ actif: false }, { role: 'confirmation' }]) {
      const response = await patronne.patch(`/api/owner/equipe/${id}`).send(change);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: MESSAGES.staffSelfLockout });
    }
    expect((await accounts()).find((a) => a.identifiant === 'patronne')).toMatchObject({
      role: 'proprietaire',
      actif: true,
    });
  });

  it('lets the desk confirm or cancel and the packers ship, each refused the other’s moves (403)', async () => {
    await createStaff(db, 'confirmation', { identifiant: 'bureau' });
    await createStaff(db, 'preparation', { identifiant: 'emballage' });
    const desk = await signedInStaff(app, 'bureau');
    const packer = await signedInStaff(app, 'emballage');
    await placedOrder('VT-2026-000101', 'en cours');
    await placedOrder('VT-2026-000102', 'confirmée');

    const shipByDesk = await desk
      .post('/api/owner/orders/VT-2026-000102/etat')
      .send({ etat: 'expédiée', note: 'x' });
    expect(shipByDesk.status).toBe(403);
    expect(shipByDesk.body).toEqual({ message: MESSAGES.roleMoveForbidden('Confirmation', 'Expédiée') });
    const confirmByPacker = await packer
      .post('/api/owner/orders/VT-2026-000101/etat')
      .send({ etat: 'confirmée' });
    expect(confirmByPacker.status).toBe(403);
    expect(confirmByPacker.body).toEqual({ message: MESSAGES.roleMoveForbidden('Préparation', 'Confirmée') });
    const etats = () =>
      db.$queryRaw<Array<{ etat: string }>>`SELECT etat::text FROM commandes ORDER BY reference`;
    expect(await etats()).toEqual([{ etat: 'en cours' }, { etat: 'confirmée' }]);

    expect(
      (await desk.post('/api/owner/orders/VT-2026-000101/etat').send({ etat: 'confirmée' })).status,
    ).toBe(200);
    const shipped = await packer
      .post('/api/owner/orders/VT-2026-000102/etat')
      .send({ etat: 'expédiée', note: 'Rapid-Poste — RR2' });
    expect(shipped.status).toBe(200);
    expect(await etats()).toEqual([{ etat: 'confirmée' }, { etat: 'expédiée' }]);
  });

  it('is the owner’s alone: a desk account is refused the team (403) and cannot add itself a colleague', async () => {
    await createStaff(db, 'confirmation', { identifiant: 'curieux' });
    const curieux = await signedInStaff(app, 'curieux');
    const before = await accounts();
    const response = await curieux
      .post('/api/owner/equipe')
      .send({ nom: 'Ami', identifiant: 'ami', mot_de_passe: 'assez-long', role: 'proprietaire' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: MESSAGES.roleForbidden('Confirmation') });
    expect(await accounts()).toEqual(before);
    expect((await request(app).get('/api/owner/equipe')).status).toBe(401);
  });
});
