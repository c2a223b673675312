import type { Response } from 'express';

/** JSON text goes out as PostgreSQL wrote it (Express still sets its ETag and answers 304). */
export function sendJsonText(res: Response, body: string): void {
  res.type('application/json').send(body);
}
