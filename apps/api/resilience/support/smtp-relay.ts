import net from 'node:net';
import { sleep } from './time.js';

export type RelayMode = 'up' | 'slow' | 'down';

/**
 * The shop's SMTP address, in front of a real SMTP server: `up` passes everything through, `slow` holds
 * each of the server's replies for a while, `down` closes the port (connection refused) and drops the
 * open sessions. The shop's SMTP_URL is read once at boot; this lets one shop meet all three.
 */
export interface SmtpRelay {
  url: string;
  setMode(mode: RelayMode): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpRelay(target: URL, slowReplyMs: number): Promise<SmtpRelay> {
  let mode: RelayMode = 'up';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('data', (chunk) => upstream.write(chunk));
    // Replies keep their order even when the mode changes while some are held back.
    let replies = Promise.resolve();
    upstream.on('data', (chunk) => {
      replies = replies.then(async () => {
        if (mode === 'slow') await sleep(slowReplyMs);
        if (!client.destroyed) client.write(chunk);
      });
    });
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const closeAll = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  const port = await listen(0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    async setMode(next) {
      if (next === 'down' && mode !== 'down') await closeAll();
      if (next !== 'down' && mode === 'down') await listen(port);
      mode = next;
    },
    close: async () => {
      if (mode !== 'down') await closeAll();
    },
  };
}
