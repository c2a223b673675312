import { normalisePhone } from '@vitrine/contracts';

/** The console's first screen: the orders to call. */
export const CONSOLE_HOME = '/gestion/commandes/a-appeler';
const SIGN_IN = '/gestion/connexion';

const insideConsole = (path: string) => path.startsWith('/gestion/') && !path.startsWith(SIGN_IN);

/** The sign-in page, remembering where the owner was going. */
export const signInPath = (returnTo: string) =>
  insideConsole(returnTo) && returnTo !== CONSOLE_HOME
    ? `${SIGN_IN}?retour=${encodeURIComponent(returnTo)}`
    : SIGN_IN;

/** Where to go once signed in: back inside the console only (never to another site). */
export const returnPath = (retour: string | null) =>
  retour && insideConsole(retour) ? retour : CONSOLE_HOME;

/** An order's page in the console. */
export const orderPath = (reference: string) => `/gestion/commandes/${encodeURIComponent(reference)}`;

/** A customer's record, by the phone's 8 digits (the order desk's key to a customer). */
export const customerPath = (phone: string) =>
  `/gestion/clients/${encodeURIComponent(normalisePhone(phone))}`;
