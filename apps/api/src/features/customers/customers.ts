import {
  type CustomerNote,
  DESK_MESSAGES,
  type OwnerClient,
  type OwnerClientsPage,
  toDinars,
} from '@vitrine/contracts';
import { AppError } from '../../app-error.js';
import type { Db } from '../../db/prisma.js';
import * as repository from './repository.js';

// The owner's use cases over the customers, each keyed on a delivery phone.

const customerNotFound = () => new AppError('not_found', DESK_MESSAGES.customerNotFound);

/** livrées / (livrées + refusées), to 4 decimals; null before any delivery outcome. */
export function deliveryRate(livrees: number, refusees: number): number | null {
  const outcomes = livrees + refusees;
  return outcomes === 0 ? null : Math.round((livrees / outcomes) * 10_000) / 10_000;
}

/** A phone's record: its orders, how they ended, its block and notes; 404 when it placed no order. */
export async function getCustomer(db: Db, phone: string): Promise<OwnerClient> {
  const stored = await repository.readCustomer(db.kysely, phone);
  if (!stored) throw customerNotFound();
  const { livrees, refusees, annulees } = stored.tally;
  return {
    telephone: phone,
    nom: stored.nom,
    prenom: stored.prenom,
    adresse_mail: stored.adresse_mail,
    commandes: stored.commandes.map((order) => ({ ...order, total: toDinars(order.total) })),
    livrees,
    refusees,
    annulees,
    taux_livraison: deliveryRate(livrees, refusees),
    bloque: stored.fiche?.bloque ?? false,
    raison_blocage: stored.fiche?.raison_blocage ?? null,
    tentatives_bloquees: stored.fiche?.tentatives_bloquees ?? 0,
    notes: stored.notes,
  };
}

/** One page of the customers (all, or those matching `q`), latest order first. */
export async function listCustomers(
  db: Db,
  query: { q?: string | undefined; page: number },
): Promise<OwnerClientsPage> {
  const rows = await repository.findCustomers(db.kysely, query.q, query.page);
  return {
    clients: rows.map(({ total: _total, ...customer }) => customer),
    // Past the last page no row says how many there are: counted again without the page.
    total: rows[0] ? Number(rows[0].total) : await countCustomers(db, query.q, query.page),
  };
}

async function countCustomers(db: Db, q: string | undefined, page: number): Promise<number> {
  if (page === 1) return 0;
  const [first] = await repository.findCustomers(db.kysely, q, 1);
  return first ? Number(first.total) : 0;
}

/** Blocks or unblocks a phone and answers its record; 404 (nothing written) when it placed no order. */
export async function blockCustomer(
  db: Db,
  phone: string,
  block: { bloque: boolean; raison?: string | undefined },
): Promise<OwnerClient> {
  const written = await repository.setBlock(db.kysely, phone, {
    bloque: block.bloque,
    raison: block.bloque ? (block.raison ?? null) : null,
  });
  if (!written) throw customerNotFound();
  return getCustomer(db, phone);
}

/** Adds a note to a phone's record; 404 (nothing written) when it placed no order. */
export async function addCustomerNote(db: Db, phone: string, texte: string): Promise<CustomerNote> {
  const note = await repository.addNote(db.kysely, phone, texte);
  if (!note) throw customerNotFound();
  return note;
}
