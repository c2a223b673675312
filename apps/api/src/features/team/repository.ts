import type { StaffChange, StaffMember, StaffRole } from '@vitrine/contracts';
import type { Db } from '../../db/prisma.js';
import { withTransaction } from '../../db/transaction.js';

const MEMBER_COLUMNS = ['id', 'nom', 'identifiant', 'role', 'actif', 'created_at'] as const;

type MemberRow = {
  id: number;
  nom: string;
  identifiant: string;
  role: string;
  actif: boolean;
  created_at: Date;
};

const memberOf = (row: MemberRow): StaffMember => ({
  ...row,
  role: row.role as StaffRole,
  created_at: row.created_at.toISOString(),
});

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.kysely
    .selectFrom('staff_accounts')
    .select(MEMBER_COLUMNS)
    .orderBy('actif', 'desc')
    .orderBy('nom')
    .orderBy('id')
    .execute();
  return rows.map(memberOf);
}

/** The new account, or undefined when its identifiant is taken (one statement: no race between two adds). */
export async function insertStaff(
  db: Db,
  account: { nom: string; identifiant: string; role: StaffRole; passwordHash: string },
): Promise<StaffMember | undefined> {
  const row = await db.kysely
    .insertInto('staff_accounts')
    .values({
      nom: account.nom,
      identifiant: account.identifiant,
      role: account.role,
      password_hash: account.passwordHash,
    })
    .onConflict((oc) => oc.column('identifiant').doNothing())
    .returning(MEMBER_COLUMNS)
    .executeTakeFirst();
  return row && memberOf(row);
}

/**
 * Applies the change and returns the account after it, or undefined when there is none. Disabling an
 * account or giving it a new password ends its sessions in the same transaction: the next request of
 * each is refused (and its event stream closes at its next heartbeat).
 */
export async function updateStaff(
  db: Db,
  id: number,
  change: Omit<StaffChange, 'mot_de_passe'> & { passwordHash?: string | undefined },
): Promise<StaffMember | undefined> {
  return withTransaction(db.kysely, async (trx) => {
    const row = await trx
      .updateTable('staff_accounts')
      .set((eb) => ({
        role: change.role ?? eb.ref('role'),
        actif: change.actif ?? eb.ref('actif'),
        password_hash: change.passwordHash ?? eb.ref('password_hash'),
        updated_at: new Date(),
      }))
      .where('id', '=', id)
      .returning(MEMBER_COLUMNS)
      .executeTakeFirst();
    if (row && (!row.actif || change.passwordHash !== undefined)) {
      await trx.deleteFrom('owner_sessions').where('staff_id', '=', id).execute();
    }
    return row && memberOf(row);
  });
}

/** An active account by its identifiant, with its password's hash: what a sign-in checks. */
export function findActiveStaff(db: Db, identifiant: string) {
  return db.kysely
    .selectFrom('staff_accounts')
    .select(['id', 'nom', 'role', 'password_hash'])
    .where('identifiant', '=', identifiant)
    .where('actif', '=', true)
    .executeTakeFirst();
}
