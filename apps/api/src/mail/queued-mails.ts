import pg from 'pg';

// PostgreSQL queues some mails itself (a move of an order made in Prisma Studio or psql: trigger on
// commandes) and announces each one on this channel. A running shop sends them at once instead of at
// its next retry pass; a notification missed while disconnected only waits for that pass.

export const MAIL_QUEUED_CHANNEL = 'mail_queued';
const RECONNECT_DELAY_MS = 2_000;

export interface QueuedMailsListener {
  stop(): Promise<void>;
}

/** Calls `onQueued` with the id of every mail PostgreSQL announces, on a connection of its own. */
export function listenForQueuedMails(
  databaseUrl: string,
  onQueued: (mailId: number) => void,
  log: (line: string) => void = () => {},
): QueuedMailsListener {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (connection: pg.Client, reason: string) => {
    if (client !== connection) return;
    client = undefined;
    void connection.end().catch(() => undefined);
    if (stopped) return;
    log(`Queued mails: listener lost (${reason}), retrying; the retry pass still sends them`);
    retry = setTimeout(connect, RECONNECT_DELAY_MS);
  };

  async function connect() {
    const connection = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    client = connection;
    connection.on('error', (error) => lost(connection, error.message));
    connection.on('end', () => lost(connection, 'connection ended'));
    connection.on('notification', ({ payload }) => {
      const id = Number(payload);
      if (Number.isInteger(id) && id > 0) onQueued(id);
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${MAIL_QUEUED_CHANNEL}`);
    } catch (error) {
      lost(connection, error instanceof Error ? error.message : String(error));
    }
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
}
