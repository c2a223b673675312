import net from 'node:net';

/**
 * A TCP relay in front of the test PostgreSQL that a test can cut and bring back: the database
 * "goes away" for the app (connections reset, new ones refused) without stopping the shared server.
 */
export interface TcpProxy {
  /** The database URL through the relay. */
  url: string;
  /** Drops every relayed connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  const relay = () =>
    net.createServer((client) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => socket.destroy());
        socket.on('close', () => {
          sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
  const listen = (server: net.Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });

  let server: net.Server | undefined = relay();
  const port = await listen(server, 0);
  const proxied = new URL(databaseUrl);
  proxied.port = String(port);

  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    url: proxied.toString(),
    cut,
    restore: async () => {
      if (server) return;
      server = relay();
      await listen(server, port);
    },
    close: cut,
  };
}
