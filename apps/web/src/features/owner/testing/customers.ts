import type { OwnerClient, OwnerClientSummary } from '@vitrine/contracts';
import { answer } from '@/testing/api-server';
import { COUNTS, signedIn } from './owner-harness';

// Customers as the API answers them (OwnerClientsPageSchema, OwnerClientSchema), for the console's tests.

export function customerSummary(overrides: Partial<OwnerClientSummary> = {}): OwnerClientSummary {
  return {
    telephone: '22123456',
    nom: 'Haddad',
    prenom: 'Leïla',
    adresse_mail: 'leila@example.tn',
    commandes: 5,
    livrees: 3,
    refusees: 1,
    annulees: 0,
    derniere_commande: '2026-11-25T21:40:00.000Z',
    bloque: false,
    ...overrides,
  };
}

export function customerRecord(overrides: Partial<OwnerClient> = {}): OwnerClient {
  return {
    telephone: '22123456',
    nom: 'Haddad',
    prenom: 'Leïla',
    adresse_mail: 'leila@example.tn',
    commandes: [
      { reference: 'VT-2026-000042', date: '2026-11-25T21:40:00.000Z', total: 1234.5, etat: 'en cours' },
      { reference: 'VT-2026-000031', date: '2026-11-12T09:05:00.000Z', total: 87, etat: 'refusée' },
      { reference: 'VT-2026-000020', date: '2026-10-30T16:20:00.000Z', total: 45.5, etat: 'livrée' },
      { reference: 'VT-2026-000011', date: '2026-10-02T10:00:00.000Z', total: 60, etat: 'livrée' },
      { reference: 'VT-2026-000004', date: '2026-09-14T18:45:00.000Z', total: 32, etat: 'livrée' },
    ],
    livrees: 3,
    refusees: 1,
    annulees: 0,
    taux_livraison: 0.75,
    bloque: false,
    raison_blocage: null,
    tentatives_bloquees: 0,
    notes: [
      { id: 1, texte: 'Préfère être appelée après 18 h.', cree_le: '2026-10-30T17:00:00.000Z' },
      { id: 2, texte: 'A refusé le colis : absente.', cree_le: '2026-11-13T08:30:00.000Z' },
    ],
    ...overrides,
  };
}

/** A signed-in owner with the header's counts answered: the customers' pages are what the test is about. */
export function consoleOpen() {
  signedIn();
  answer('get', '/owner/orders', { orders: [], total: 0, counts: COUNTS });
}
