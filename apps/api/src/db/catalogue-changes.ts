import pg from 'pg';

// The migration `catalogue_changes` makes PostgreSQL announce every change to the catalogue's tables on
// one channel, whoever made it (this process, another instance, Prisma Studio). A process that keeps
// answers about the catalogue listens here to know when to forget them.

export const CATALOGUE_CHANNEL = 'catalogue_changed';
const RECONNECT_DELAY_MS = 2_000;

export interface CatalogueChanges {
  /** True while notifications arrive: a cached answer can be trusted only then. */
  readonly live: boolean;
  stop(): Promise<void>;
}

/**
 * Listens on a connection of its own and calls `onChange` for every change, and also whenever the
 * connection is lost or comes back (changes may have been missed in between). Reconnects by itself.
 */
export function watchCatalogueChanges(
  databaseUrl: string,
  onChange: () => void,
  log: (line: string) => void = () => {},
): CatalogueChanges {
  let client: pg.Client | undefined;
  let live = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (connection: pg.Client, reason: unknown) => {
    if (client !== connection) return;
    client = undefined;
    if (live) log(`Catalogue changes: listener lost (${String(reason)}), cache off until it is back`);
    live = false;
    onChange();
    void connection.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(connect, RECONNECT_DELAY_MS);
  };

  async function connect() {
    const connection = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    client = connection;
    connection.on('error', (error) => lost(connection, error.message));
    connection.on('end', () => lost(connection, 'connection ended'));
    connection.on('notification', () => onChange());
    try {
      await connection.connect();
      await connection.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      if (client !== connection || stopped) return;
      live = true;
      onChange();
    } catch (error) {
      lost(connection, error instanceof Error ? error.message : error);
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
