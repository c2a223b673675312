import type { RequestHandler, Response } from 'express';
import type { Db } from '../../db/prisma.js';
import type { SignedIn } from '../owner/session.js';
import { type JournalTarget, recordJournalEntry } from './repository.js';

// The activity log is written in one place: every write of the console that succeeds (2xx) is an entry,
// the route's name (left by mount in res.locals.operation), who did it, and what it was about. Written
// before the answer leaves (res.end waits for it, as express-session saves a session), so whoever reads
// the journal after an answer finds its entry.

/** The fields of a request kept with its entry: what changed, never a password or a free text. */
const KEPT_FIELDS = [
  'etat',
  'resultat',
  'bloque',
  'role',
  'actif',
  'identifiant',
  'lu',
  'code',
  'visible',
] as const;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function targetOf(params: Record<string, unknown>, body: unknown): JournalTarget {
  const target: JournalTarget = {};
  const fields: Record<string, unknown> = { ...params };
  if (body && typeof body === 'object') {
    const sent = body as Record<string, unknown>;
    for (const field of KEPT_FIELDS) fields[field] = sent[field];
    // That a password was given or changed, not the password.
    if (typeof sent.mot_de_passe === 'string' && params.id !== undefined) fields.mot_de_passe = true;
  }
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      target[name] = value;
  }
  return target;
}

/**
 * Records the console's successful writes: mounted on /owner before its routes, the sign-in included
 * (its handler leaves who signed in in res.locals.signedIn, as the guard does for the others).
 */
export function journalWrites(db: Db): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method)) {
      next();
      return;
    }
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      const operation = res.locals.operation as string | undefined;
      const author = res.locals.signedIn as SignedIn | undefined;
      if (res.statusCode >= 300 || !operation || !author) return end(...args);
      // The request as mount parsed it: the path's ids as numbers, the identifiant as it is kept.
      const input = res.locals.input as { params: Record<string, unknown>; body?: unknown };
      recordJournalEntry(db, {
        staffId: author.id,
        auteur: author.nom,
        operation,
        cible: targetOf(input.params, input.body),
      }).then(
        () => end(...args),
        (error: unknown) => {
          // The write is done: its answer goes out, the log line says the journal missed it.
          req.log.error({ err: error, journal: { operation } }, 'Journal: an entry could not be written');
          end(...args);
        },
      );
      return res;
    }) as Response['end'];
    next();
  };
}
