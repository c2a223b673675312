// Starts the baseline alone (bench/run.ts runs it in its own process, as it runs the shop).
import { createBaselineServer } from './server.js';

const port = Number(process.env.BASELINE_PORT ?? 3992);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const server = createBaselineServer(databaseUrl);
server.listen(port, '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
