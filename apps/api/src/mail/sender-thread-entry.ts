import { parentPort, workerData } from 'node:worker_threads';
import { createMailSender, type MailMessage, type MailSenderOptions } from './sender.js';
import type { SentReply } from './sender-thread.js';

// The mail thread (see sender-thread.ts): one sender, a reply per message.
const port = parentPort;
if (!port) throw new Error('sender-thread-entry runs only as a worker thread');
const sender = createMailSender(workerData as MailSenderOptions);
let sending = 0;
let closing = false;

port.on('message', async (request: { id: number; message: MailMessage } | 'close') => {
  if (request === 'close') {
    closing = true;
    if (sending === 0) finish();
    return;
  }
  sending++;
  let reply: SentReply = { id: request.id };
  try {
    await sender.send(request.message);
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  sending--;
  port.postMessage(reply);
  if (closing && sending === 0) finish();
});

function finish() {
  sender.close();
  port?.close();
}
