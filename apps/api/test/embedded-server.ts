// Runs an embedded PostgreSQL for the test run in its own process: the package's exit hook must never
// live in vitest's process (it would turn failing runs into exit code 0). Prints the admin URL, then
// waits for SIGTERM, or for its parent to go away (stdin closes).
import { startEmbeddedPostgres } from '../src/db/embedded.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: embedded-server.ts <data dir>');
const server = await startEmbeddedPostgres(dataDir, { port: 0 });
process.stdout.write(`${JSON.stringify({ adminUrl: server.adminUrl })}\n`);
const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.stdin.on('end', stop).resume();
