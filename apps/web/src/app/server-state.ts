import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

/**
 * What the server hands the browser with a rendered page: the query cache of its first reads and the
 * router's state (loader data, route errors). A JSON data block, not a script: the shop's CSP runs no
 * inline script.
 */
export interface ServerState {
  /** The shop's public origin, which the page's absolute links (structured data) start with. */
  origin: string;
  queries: DehydratedState;
  router: HydrationState;
}

export const SERVER_STATE_ID = 'vitrine-state';

/** The state as a `<script type="application/json">`, with `<` escaped so no text can close it. */
export const serverStateScript = (state: ServerState) =>
  `<script type="application/json" id="${SERVER_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

export function readServerState(): ServerState | undefined {
  const node = document.getElementById(SERVER_STATE_ID);
  return node?.textContent ? (JSON.parse(node.textContent) as ServerState) : undefined;
}
