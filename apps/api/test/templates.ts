import pg from 'pg';

export const TEMPLATES = { empty: 'empty', demo: 'demo' } as const;

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement (CREATE/DROP DATABASE …) on the server's maintenance connection. */
export async function adminQuery(adminUrl: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}
