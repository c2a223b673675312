import type { Request, Response } from 'express';
import type { Db } from '../../db/prisma.js';
import { ownerSessionIsLive, sessionTokenHash } from '../owner/session.js';
import type { LoggedEvent, OwnerEventHub } from './hub.js';
import { eventsAfter } from './repository.js';

/** How long a new stream waits for the instance's listener before telling its browser to come back later. */
const LIVE_WAIT_MS = 10_000;
/** A Last-Event-ID is an id of the log: anything else is ignored (the stream starts afresh). */
const EVENT_ID = /^[0-9]{1,18}$/;

const frame = ({ id, event, data }: LoggedEvent) =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Answers `GET /api/owner/events` for the signed-in session `token`: the events of every instance as
 * they come, after those logged since Last-Event-ID when the browser resumes; a comment line every
 * heartbeat, at which the session is checked too. The stream ends when the session does, when the
 * listener is lost (the browser resumes once it is back) and at once when the shop stops.
 */
export async function streamOwnerEvents(
  { db, hub }: { db: Db; hub: OwnerEventHub },
  token: string,
  req: Request,
  res: Response,
): Promise<void> {
  const tokenHash = sessionTokenHash(token);
  const lastId = req.get('Last-Event-ID')?.trim();
  let ended = false;
  let heartbeat: NodeJS.Timeout | undefined;
  /** Events heard before the stream is ready to send them (while the log is read). */
  let pending: LoggedEvent[] | undefined = [];
  /** The events read from the log on resuming: one heard meanwhile is not sent twice. */
  const resumed = new Set<string>();

  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    if (!res.headersSent) open();
    res.end();
  };
  const send = (event: LoggedEvent) => {
    if (!ended && !resumed.has(event.id)) res.write(frame(event));
  };
  const unsubscribe = hub.subscribe({
    event: (event) => (pending ? pending.push(event) : send(event)),
    sessionClosed: (hash) => hash === tokenHash && end(),
    end,
  });
  res.on('close', end);

  // Proxies and compression must pass each event on as it is written: `no-transform` keeps compression
  // away (it would hold the bytes for a block), X-Accel-Buffering a buffering reverse proxy.
  function open() {
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.write(`retry: ${hub.retryMs}\n\n`);
  }

  // Answered once the events of other instances reach this one: what follows the open is heard.
  const live = await hub.whenLive(LIVE_WAIT_MS);
  if (ended) return;
  if (!live || !hub.open) {
    end();
    return;
  }
  open();
  if (lastId && EVENT_ID.test(lastId)) {
    const backlog = await eventsAfter(db, lastId).catch(() => undefined);
    // The log unreadable: the browser comes back later rather than miss what it asked for.
    if (!backlog) return end();
    for (const event of backlog) send(event);
    for (const event of backlog) resumed.add(event.id);
  }
  for (const event of pending) send(event);
  pending = undefined;
  // Ended while the log was read (the shop stopping, the session closed): nothing more to keep alive.
  if (ended) return;
  heartbeat = setInterval(() => {
    if (ended) return;
    res.write(':\n\n');
    ownerSessionIsLive(db, token).then(
      (alive) => alive || end(),
      () => undefined,
    );
  }, hub.heartbeatMs);
}
