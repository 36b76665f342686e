// One API process for the benchmark (and the chaos and scale-out runs): startServer on PORT with
// DATABASE_URL, as `npm start` would run it. Prints "ready <url>" once it answers.
import { startServer } from '../api/src/server';

const server = await startServer({
  port: Number(process.env.PORT ?? 3500),
  host: '127.0.0.1',
  // A test rig: the local test payment provider and the demo catalogue are asked for explicitly.
  demo: true,
  seed: process.env.SEED === '1',
  workers: process.env.WORKERS !== '0',
  logLevel: process.env.LOG_LEVEL ?? 'warn',
  env: {
    // Thousands of checkouts from one address and one e-mail: the anonymous checkout limits are off.
    CHECKOUT_LIMIT_PER_IP: process.env.CHECKOUT_LIMIT_PER_IP ?? '0',
    CHECKOUT_LIMIT_PER_EMAIL: process.env.CHECKOUT_LIMIT_PER_EMAIL ?? '0',
    HOLD_MAX_SEATS_PER_IP: process.env.HOLD_MAX_SEATS_PER_IP ?? '0',
    HOLD_MAX_SEATS_PER_EMAIL: process.env.HOLD_MAX_SEATS_PER_EMAIL ?? '0',
    HOLD_MAX_SLOT_SHARE_PERCENT: process.env.HOLD_MAX_SLOT_SHARE_PERCENT ?? '0',
  },
});
console.log(`ready ${server.url}`);
const stop = async () => {
  await server.close().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
