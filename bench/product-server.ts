// One API process for the benchmark (and the chaos and scale-out runs): startServer on PORT with
// DATABASE_URL, as `npm start` would run it. Prints "ready <url>" once it answers.
import { startServer } from '../api/src/server';

const server = await startServer({
  port: Number(process.env.PORT ?? 3500),
  host: '127.0.0.1',
  seed: process.env.SEED === '1',
  workers: process.env.WORKERS !== '0',
  logLevel: process.env.LOG_LEVEL ?? 'warn',
});
console.log(`ready ${server.url}`);
const stop = async () => {
  await server.close().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
