/**
 * One API process for the multi-process checkout test: starts on a free port against DATABASE_URL
 * and prints {"port": n} once it listens. Stopped by SIGTERM.
 */
import { startServer } from '../../server';

const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  demo: true,
  seed: false,
  workers: false,
  logLevel: 'silent',
  env: {
    // Many concurrent checkouts from one address: the anonymous checkout limits are off.
    CHECKOUT_LIMIT_PER_IP: process.env.CHECKOUT_LIMIT_PER_IP ?? '0',
    CHECKOUT_LIMIT_PER_EMAIL: process.env.CHECKOUT_LIMIT_PER_EMAIL ?? '0',
    HOLD_MAX_SEATS_PER_IP: process.env.HOLD_MAX_SEATS_PER_IP ?? '0',
    HOLD_MAX_SEATS_PER_EMAIL: process.env.HOLD_MAX_SEATS_PER_EMAIL ?? '0',
    HOLD_MAX_SLOT_SHARE_PERCENT: process.env.HOLD_MAX_SLOT_SHARE_PERCENT ?? '0',
  },
});
process.stdout.write(`${JSON.stringify({ port: server.port })}\n`);
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
