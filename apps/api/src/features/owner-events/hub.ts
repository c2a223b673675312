import { OWNER_EVENT_HEARTBEAT_MS, type OwnerEventName, OwnerEventSchemas } from '@vitrine/contracts';
import { type Listener, listen } from '../../db/listen.js';

// Each instance of the shop holds ONE LISTEN connection for the console's events (the migration
// `owner_events` announces every new order, move and contact message on the channel, whoever made it) and
// passes each event on to the streams open on this instance.

export const OWNER_EVENTS_CHANNEL = 'owner_events';

/** One event of the log: its id is the stream's `id:`. */
export interface LoggedEvent {
  id: string;
  event: OwnerEventName;
  data: unknown;
}

/** What an open stream is told. */
export interface EventSubscriber {
  event(event: LoggedEvent): void;
  /** The session with this token hash ended (signed out, swept): its streams end. */
  sessionClosed(tokenHash: string): void;
  /** The stream must end now: the shop stops, or the listener was lost (events may be missed until it is back). */
  end(): void;
}

export interface OwnerEventHubOptions {
  /** A comment line this often keeps proxies from closing an idle stream (OWNER_EVENTS_HEARTBEAT_S). */
  heartbeatMs?: number;
  log?: (line: string) => void;
}

const RETRY_MS = 3_000;

export class OwnerEventHub {
  readonly heartbeatMs: number;
  /** The reconnection delay a stream advises its browser (`retry:`). */
  readonly retryMs = RETRY_MS;
  readonly #databaseUrl: string;
  readonly #log: (line: string) => void;
  readonly #subscribers = new Set<EventSubscriber>();
  #listener: Listener | undefined;
  #waiters = new Set<() => void>();
  #closed = false;

  constructor(databaseUrl: string, options: OwnerEventHubOptions = {}) {
    this.#databaseUrl = databaseUrl;
    this.heartbeatMs = options.heartbeatMs ?? OWNER_EVENT_HEARTBEAT_MS;
    this.#log = options.log ?? (() => {});
  }

  /** False once the shop stops: a stream opened then is ended at once (its browser retries elsewhere). */
  get open(): boolean {
    return !this.#closed;
  }

  /** Adds a stream; returns its removal. */
  subscribe(subscriber: EventSubscriber): () => void {
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  /**
   * Resolves true once notifications arrive (the listener starts with the first stream), false after
   * `timeoutMs` without them or when the shop stops.
   */
  whenLive(timeoutMs: number): Promise<boolean> {
    if (this.#closed) return Promise.resolve(false);
    this.#listener ??= this.#startListening();
    if (this.#listener.live) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#waiters.delete(done);
        resolve(this.#listener?.live === true);
      };
      const timer = setTimeout(done, timeoutMs);
      this.#waiters.add(done);
    });
  }

  /** Ends every open stream and refuses new ones: the shop is stopping, its streams must not hold it. */
  closeStreams(): void {
    this.#closed = true;
    this.#wake();
    for (const subscriber of [...this.#subscribers]) subscriber.end();
  }

  /** Closes the streams and the LISTEN connection. */
  async stop(): Promise<void> {
    this.closeStreams();
    await this.#listener?.stop();
  }

  #startListening(): Listener {
    return listen(this.#databaseUrl, OWNER_EVENTS_CHANNEL, {
      onNotification: (payload) => this.#dispatch(payload),
      onLive: () => this.#wake(),
      onLost: (reason) => {
        // Events announced while the listener is away are lost to it: the streams end, and their browsers
        // come back with Last-Event-ID once it listens again, and are sent what the log kept meanwhile.
        this.#log(`Owner events: listener lost (${reason}), open streams ended`);
        for (const subscriber of [...this.#subscribers]) subscriber.end();
      },
    });
  }

  #wake() {
    for (const waiter of [...this.#waiters]) waiter();
  }

  #dispatch(payload: string) {
    const notice = parseNotice(payload);
    if (!notice) return;
    for (const subscriber of [...this.#subscribers]) {
      if ('sessionClosed' in notice) subscriber.sessionClosed(notice.sessionClosed);
      else subscriber.event(notice);
    }
  }
}

/** A notification of the channel: an event of the log, or the end of a session. */
function parseNotice(payload: string): LoggedEvent | { sessionClosed: string } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const notice = value as Record<string, unknown>;
  if (typeof notice.session_closed === 'string') return { sessionClosed: notice.session_closed };
  if (typeof notice.id !== 'string' || !isEventName(notice.event)) return undefined;
  return { id: notice.id, event: notice.event, data: notice.data };
}

export const isEventName = (name: unknown): name is OwnerEventName =>
  typeof name === 'string' && Object.hasOwn(OwnerEventSchemas, name);
