import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// Real SMTP servers (the `smtp-server` package), one per shop instance, delivering into one mailbox: the
// mails are counted by Message-ID, whichever instance sent them. One server can be made to hold what
// it is sent (read, never acknowledged), so that an instance is caught in the middle of sending.

export interface Delivery {
  messageId: string;
  /** The server (instance) it came through. */
  server: number;
  /** performance.now() when it was acknowledged. */
  at: number;
}

export interface MailServer {
  url: string;
  /** While true, a message is read and then left unanswered: the sender waits, nothing is delivered. */
  hold: boolean;
  /** Message-IDs read while holding (sent, never acknowledged). */
  held: string[];
}

export interface Mailbox {
  servers: MailServer[];
  deliveries: Delivery[];
  /** Acknowledged deliveries of each Message-ID. */
  counts(): Map<string, number>;
  close(): Promise<void>;
}

export async function startMailbox(serverCount: number): Promise<Mailbox> {
  const deliveries: Delivery[] = [];
  const smtpServers: SMTPServer[] = [];
  const servers: MailServer[] = [];
  for (let index = 0; index < serverCount; index++) {
    const state: MailServer = { url: '', hold: false, held: [] };
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const messageId = messageIdOf(Buffer.concat(chunks).toString('utf8'));
          if (state.hold) {
            state.held.push(messageId);
            return;
          }
          deliveries.push({ messageId, server: index, at: performance.now() });
          callback();
        });
      },
    });
    // A sender killed mid-session resets its socket: that is the point, not a failure of the server.
    server.on('error', () => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    smtpServers.push(server);
    servers.push(state);
  }
  return {
    servers,
    deliveries,
    counts() {
      const counts = new Map<string, number>();
      for (const { messageId } of deliveries) counts.set(messageId, (counts.get(messageId) ?? 0) + 1);
      return counts;
    },
    close: async () => {
      await Promise.all(
        smtpServers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
    },
  };
}

/** The Message-ID header's value, `<…>`; '' when the message has none. */
function messageIdOf(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  const headers = (end < 0 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  return /^message-id:\s*(<[^>\r\n]*>)/im.exec(headers)?.[1] ?? '';
}

/** `<20261126051500123.order_client.42.1234@vitrine.tn>` → the topic and the order (ref_id) it is about. */
export function mailAbout(messageId: string): { topic: string; refId: number; rowId: number } | undefined {
  const parts = /^<\d+\.([\w-]+)\.(\d+)\.(\d+)@/.exec(messageId);
  return parts ? { topic: parts[1] as string, refId: Number(parts[2]), rowId: Number(parts[3]) } : undefined;
}
