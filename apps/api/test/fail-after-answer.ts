import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';

// Loaded before the shop (`node --import`) by the process policy's tests: a request whose address asks
// for it (`?fail=rejection` or `?fail=exception`) is answered as usual, then fails in its own async
// context with an error nobody handles, as a forgotten promise or a throwing callback in a route would.

subscribe('http.server.request.start', (message) => {
  const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
  const fail = new URL(request.url ?? '/', 'http://shop').searchParams.get('fail');
  if (fail !== 'rejection' && fail !== 'exception') return;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.end = ((...args: unknown[]) => {
    // `end` is called by the shop's handler: what it schedules runs in the request's context.
    setImmediate(() => {
      if (fail === 'exception') throw new Error('thrown after the answer');
      void Promise.reject(new Error('rejected after the answer'));
    });
    return end(...args);
  }) as ServerResponse['end'];
});
