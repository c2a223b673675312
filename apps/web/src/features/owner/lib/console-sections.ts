import { type OwnerOperationId, roleMayUse, type StaffRole } from '@vitrine/contracts';
import { CONSOLE_HOME } from './console-paths';

// What of the console a role sees follows the route × role table of the contracts (OWNER_ROUTES): each
// section is named by the route its page cannot do without, and shows to the roles that route allows.

export interface ConsoleSection {
  /** Under /gestion/. */
  to: string;
  label: string;
  operation: OwnerOperationId;
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { to: 'commandes', label: 'Commandes', operation: 'listOwnerOrders' },
  { to: 'clients', label: 'Clients', operation: 'listOwnerClients' },
  { to: 'tableau-de-bord', label: 'Tableau de bord', operation: 'getOwnerStats' },
  { to: 'articles', label: 'Articles', operation: 'listOwnerArticles' },
  { to: 'stock', label: 'Stock', operation: 'listLowStock' },
  { to: 'photos', label: 'Photos', operation: 'listOwnerArticles' },
  { to: 'promos', label: 'Codes promo', operation: 'listOwnerPromos' },
  { to: 'paniers', label: 'Paniers', operation: 'listOwnerDrafts' },
  { to: 'messages', label: 'Messages', operation: 'listOwnerMessages' },
  { to: 'equipe', label: 'Équipe', operation: 'listStaff' },
  { to: 'journal', label: 'Journal', operation: 'getJournal' },
];

/** The page a role lands on: the calls to make, or, for those who make none, the orders to ship. */
export const homeOf = (role: StaffRole): string =>
  roleMayUse(role, 'recordOrderCall') ? CONSOLE_HOME : '/gestion/commandes?etat=confirm%C3%A9e';
