import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What is known of the request a piece of work was started for, wherever the work ends up (a promise
 * settled later, a timer): Node runs even the process's unhandled-error listeners in the context of
 * the code that failed, so they can name the request.
 */
export const requestContext = new AsyncLocalStorage<{ readonly id: unknown }>();
