import type { StaffRole } from './team.js';

// Where a route answers, as the contracts declare it (api-routes.ts, owner-routes.ts).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteAddress {
  method: HttpMethod;
  /** As Express mounts it under the shop's origin: `/api/Article/:id`. */
  path: `/api/${string}`;
  /**
   * Behind the console's session cookie (`/api/owner/*` but the sign-in), open to these roles: a
   * session of another role is answered 403.
   */
  owner?: readonly StaffRole[];
}

/** The names of a path's parameters: `'id' | 'imageId'` for `/api/owner/articles/:id/images/:imageId`. */
export type PathParameterName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParameterName<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The names of a path's parameters, in order: `['id', 'imageId']`. */
export const pathParameterNames = (path: string): string[] =>
  [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

/** `/api/Article/:id` → `/api/Article/7`, each parameter URL-encoded. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for the path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}
