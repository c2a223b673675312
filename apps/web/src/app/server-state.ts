import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the server hands the browser with a rendered page: the query cache of its first reads. A JSON
 * data block, not a script: the shop's CSP runs no
 * inline script.
 */
export interface ServerState {
  /** The shop's public origin, which the page's absolute links (structured data) start with. */
  origin: string;
  queries: DehydratedState;
}

export const SERVER_STATE_ID = 'vitrine-state';

/** The state as a `<script type="application/json">`, with `<` escaped so no text can close it. */
export const serverStateScript = (state: ServerState) =>
  `<script type="application/json" id="${SERVER_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

/**
 * The state the page was rendered with, its reads counted from the page's arrival rather than from its
 * rendering: the shop keeps a rendered page with the catalogue's answers and forgets it with them, so a
 * page kept for minutes is as fresh as one just drawn. Counted from the rendering, it came alive with
 * every read stale and asked them all again, while the shopper's first tap waited for a connection.
 */
export function readServerState(): ServerState | undefined {
  const node = document.getElementById(SERVER_STATE_ID);
  if (!node?.textContent) return undefined;
  const state = JSON.parse(node.textContent) as ServerState;
  const arrived = Date.now();
  for (const { state: read } of state.queries.queries)
    if (read.status === 'success') read.dataUpdatedAt = arrived;
  return state;
}
