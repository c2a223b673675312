import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describeMailSender, type MailMessage, type MailSender, type MailSenderOptions } from './sender.js';

// Building a message (nodemailer's MIME streams) and writing it out cost ~0.4 ms of CPU a mail, two
// mails an order: on the thread that answers requests that was a fifth of an order's cost under load.
// The sender runs on a thread of its own; this side only passes messages and waits for the outcome.

/** What the thread answers for one message: done, or the sender's error message. */
export interface SentReply {
  id: number;
  error?: string;
}

const here = fileURLToPath(import.meta.url);
const entry = path.join(path.dirname(here), `sender-thread-entry${path.extname(here)}`);

/** Built, the thread's module is JavaScript; run from the sources (tests, `pnpm dev`), TypeScript via tsx. */
function newThread(options: MailSenderOptions): Worker {
  if (!entry.endsWith('.ts')) return new Worker(entry, { workerData: options });
  // Node 20 does not apply `--import tsx` to a worker's own entry: the thread registers tsx first.
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(pathToFileURL(entry).href)}); })`;
  return new Worker(boot, { eval: true, workerData: options });
}

/** A MailSender whose sending runs on a worker thread; a thread that dies is replaced at the next mail. */
export function startMailThread(options: MailSenderOptions): MailSender {
  let nextId = 0;
  let current: { thread: Worker; waiting: Map<number, Waiting> } | undefined;

  const start = () => {
    // Each thread answers for its own mails: one that ends fails those, not a later thread's.
    const waiting = new Map<number, Waiting>();
    const thread = newThread(options);
    thread.unref();
    thread.on('message', (reply: SentReply) => {
      const sending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.error === undefined) sending?.resolve();
      else sending?.reject(new Error(reply.error));
    });
    const failAll = (error: Error) => {
      for (const { reject } of waiting.values()) reject(error);
      waiting.clear();
    };
    thread.on('error', failAll);
    thread.on('exit', (code) => {
      if (current?.thread === thread) current = undefined;
      failAll(new Error(`the mail thread stopped (exit code ${code})`));
    });
    return { thread, waiting };
  };

  return {
    description: describeMailSender(options),
    send(message: MailMessage) {
      current ??= start();
      const { thread, waiting } = current;
      const id = nextId++;
      const sent = new Promise<void>((resolve, reject) => waiting.set(id, { resolve, reject }));
      thread.postMessage({ id, message });
      return sent;
    },
    close() {
      // The thread closes its sender (the SMTP pool says goodbye) and ends once its last mail is out.
      current?.thread.postMessage('close');
      current = undefined;
    },
  };
}

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
}
