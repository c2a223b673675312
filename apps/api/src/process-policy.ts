import type { Logger } from 'pino';
import { requestContext } from './request-context.js';

/**
 * An error nobody handled leaves the process in a state nobody knows (a transaction half done, a lock
 * held, a stream stuck): it is logged with the request it happened for, when there was one, and the shop
 * stops in order — requests in flight answered, the queue and the database closed — with exit code 1, for
 * the supervisor to start a clean one.
 */
export function stopOnUnhandledErrors(
  logger: Logger,
  stop: (reason: string, exitCode: number) => void,
): void {
  const fail = (what: string) => (error: unknown) => {
    logger.fatal({ err: error, reqId: requestContext.getStore()?.id }, `${what}: stopping the shop`);
    stop(what, 1);
  };
  process.on('unhandledRejection', fail('Unhandled rejection'));
  process.on('uncaughtException', fail('Uncaught exception'));
}
