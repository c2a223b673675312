import pg from 'pg';

// Every LISTEN of the shop goes through here: a connection of its own (a pooled one would be handed to
// other statements), reconnected after a loss. Notifications sent while it was away are lost for good,
// so a listener is told both when it is live and when it is not, and decides what a gap means.

const RECONNECT_DELAY_MS = 2_000;

export interface ListenHandlers {
  /** A notification on the channel, with its payload ('' when none). */
  onNotification(payload: string): void;
  /** Listening (again): notifications arrive from now on; some may have been missed before. */
  onLive?(): void;
  /** The connection was lost: nothing arrives until onLive. */
  onLost?(reason: string): void;
}

export interface Listener {
  /** True while notifications arrive. */
  readonly live: boolean;
  stop(): Promise<void>;
}

/** LISTENs on `channel` (a plain identifier) until stopped, reconnecting by itself. */
export function listen(databaseUrl: string, channel: string, handlers: ListenHandlers): Listener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let live = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (connection: pg.Client, reason: string) => {
    if (client !== connection) return;
    client = undefined;
    const wasLive = live;
    live = false;
    void connection.end().catch(() => undefined);
    if (stopped) return;
    if (wasLive) handlers.onLost?.(reason);
    retry = setTimeout(connect, RECONNECT_DELAY_MS);
  };

  async function connect() {
    const connection = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    client = connection;
    connection.on('error', (error) => lost(connection, error.message));
    connection.on('end', () => lost(connection, 'connection ended'));
    connection.on('notification', ({ payload }) => handlers.onNotification(payload ?? ''));
    try {
      await connection.connect();
      await connection.query(`LISTEN ${channel}`);
      if (client !== connection || stopped) return;
      live = true;
      handlers.onLive?.();
    } catch (error) {
      lost(connection, error instanceof Error ? error.message : String(error));
    }
  }

  void connect();
  return {
    get live() {
      return live;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      live = false;
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
}
