import { migrateLatest } from '../db/migrate';
import { seedDemo } from '../demo/seed';
import { openDatabase, where } from './common';

/** npm run db:seed — loads the demo catalogue (idempotent: existing rows are left alone). */
const { config, db } = openDatabase();
if (config.isProduction) {
  // The demo has a public 10 % coupon with no limit and made-up bookings: never on a live shop.
  console.error('db:seed loads demo data and is refused when NODE_ENV=production.');
  await db.destroy();
  process.exit(2);
}
try {
  await migrateLatest(db);
  await seedDemo(db);
  console.log(`Demo catalogue loaded on ${where(config)}.`);
} catch (error) {
  console.error('Seeding failed:', (error as Error).message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
