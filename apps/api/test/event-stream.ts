import type { RequestListener } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

// The console's event stream read as a browser's EventSource reads it: over a real connection, frame by
// frame as the bytes arrive.

/** One frame of the stream: an event (`event`, `data`, `id`), a `retry:` advice or a comment line. */
export interface StreamFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comment?: boolean;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** Every frame received so far. */
  frames: StreamFrame[];
  /** The next frame (after those already taken) that `accept` accepts; fails after `timeoutMs`. */
  next(accept?: (frame: StreamFrame) => boolean, timeoutMs?: number): Promise<StreamFrame>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Serves `app` on a port of its own for the file's tests; returns its origin. */
export async function serve(app: RequestListener): Promise<string> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * The cookies of a signed-in owner console on `origin` (the anti-forgery GET, then the sign-in): the
 * shop's password alone, or a team account's identifiant and password.
 */
export async function ownerCookie(origin: string, password: string, identifiant?: string): Promise<string> {
  const first = await fetch(`${origin}/api/health`);
  const cookies = first.headers.getSetCookie().map((line) => line.split(';')[0] as string);
  const token = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '');
  const signIn = await fetch(`${origin}/api/owner/session`, {
    method: 'POST',
    headers: { cookie: cookies.join('; '), 'x-xsrf-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ identifiant, mot_de_passe: password }),
  });
  if (signIn.status !== 204) throw new Error(`owner sign-in answered ${signIn.status}`);
  const session = signIn.headers.getSetCookie().map((line) => line.split(';')[0] as string);
  return [...cookies, ...session].join('; ');
}

/** Opens `url` as an event stream with these headers (the cookie, a Last-Event-ID). */
export async function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const frames: StreamFrame[] = [];
  let taken = 0;
  let wake: (() => void) | undefined;
  let done = false;
  const ended = (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body ?? []) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut = text.indexOf('\n\n');
        while (cut !== -1) {
          frames.push(parseFrame(text.slice(0, cut)));
          text = text.slice(cut + 2);
          cut = text.indexOf('\n\n');
        }
        wake?.();
      }
    } catch {
      // Aborted by close().
    }
    done = true;
    wake?.();
  })();
  afterAll(() => controller.abort());

  async function next(accept: (frame: StreamFrame) => boolean = () => true, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (taken < frames.length) {
        const frame = frames[taken++] as StreamFrame;
        if (accept(frame)) return frame;
      }
      if (done) throw new Error(`the stream ended; frames: ${JSON.stringify(frames)}`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no such frame within ${timeoutMs} ms; frames: ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
  return {
    status: response.status,
    headers: response.headers,
    frames,
    next,
    ended,
    close: () => controller.abort(),
  };
}

function parseFrame(block: string): StreamFrame {
  const frame: StreamFrame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = true;
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'id') frame.id = value;
    else if (field === 'event') frame.event = value;
    else if (field === 'data') frame.data = value;
    else if (field === 'retry') frame.retry = Number(value);
  }
  return frame;
}

/** An event frame of this name. */
export const isEvent = (name: string) => (frame: StreamFrame) => frame.event === name;
