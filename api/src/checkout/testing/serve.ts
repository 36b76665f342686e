/**
 * One API process for the multi-process checkout test: starts on a free port against DATABASE_URL
 * and prints {"port": n} once it listens. Stopped by SIGTERM.
 */
import { startServer } from '../../server';

const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  seed: false,
  workers: false,
  logLevel: 'silent',
});
process.stdout.write(`${JSON.stringify({ port: server.port })}\n`);
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
