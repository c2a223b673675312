import { randomInt } from 'node:crypto';
import { MESSAGES, type NewClientDetails, type OrderCommand } from '@vitrine/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from './read-model.js';
import { type ClientDetails, type ClientLookup, readOrderInputs } from './repository.js';

export type OrderClient =
  | { kind: 'existing'; id: number; details: ClientDetails }
  | { kind: 'new'; details: NewClientDetails };

/** The schema gives either a code or a new client's details; a code wins when both are there. */
export function byCode(command: OrderCommand): boolean {
  return command.code_client !== undefined || command.client === undefined;
}

/**
 * Whom readOrderInputs looks for: the client of the code, or those sharing the new client's e-mail or
 * phone; and the phone typed for this order (a new client's, or a code's delivery change), which the
 * block list is checked against with the code's own.
 */
export function whoOrders(command: OrderCommand) {
  if (byCode(command))
    return {
      clientCode: command.code_client ?? null,
      newClient: null,
      typedPhone: command.livraison?.numero_telephone ?? null,
    };
  const client = command.client as NewClientDetails;
  return {
    clientCode: null,
    newClient: { email: client.adresse_mail, phone: client.numero_telephone },
    typedPhone: client.numero_telephone,
  };
}

/** clientFrom, on the database as it is now (a concurrent order may have created the client). */
export async function resolveClient(db: Executor, command: OrderCommand): Promise<OrderClient> {
  return clientFrom(
    command,
    await readOrderInputs(db, { articleIds: [], detailIds: [] }, whoOrders(command)),
  );
}

/**
 * Who orders: a known client code (unknown → 422), or a new client. A new client whose e-mail and
 * phone both belong to one client gets that client's code back (409, the storefront resubmits with
 * it); when only one of them matches, the 409 asks for the code without giving it away.
 */
export function clientFrom(command: OrderCommand, found: ClientLookup): OrderClient {
  const details = command.client;
  if (byCode(command) || details === undefined) {
    const client = found.client;
    if (!client) {
      throw new AppError('invalid_data', MESSAGES.validationFailed, {
        errors: { code_client: [MESSAGES.clientCodeUnknown] },
      });
    }
    const { id, ...details } = client;
    return { kind: 'existing', id, details };
  }
  const { matches } = found;
  const same = matches.find(
    (client) =>
      client.adresse_mail === details.adresse_mail && client.numero_telephone === details.numero_telephone,
  );
  if (same) {
    throw new AppError('conflict', MESSAGES.existingClient(same.code_client), {
      code_client: same.code_client,
    });
  }
  if (matches.length) throw new AppError('conflict', MESSAGES.clientCodeNeeded);
  return { kind: 'new', details };
}

// No 0/O, 1/I/L: the code is read aloud on the phone and typed back at checkout.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** A new client code, e.g. `CL-7KQ2M9XH`: 31^8 ≈ 8.5 × 10^11 codes drawn by a CSPRNG, so not guessable. */
export function newClientCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `CL-${code}`;
}
