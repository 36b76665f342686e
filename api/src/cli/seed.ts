import { migrateLatest } from '../db/migrate';
import { seedDemo } from '../db/seed';
import { openDatabase, where } from './common';

/** npm run db:seed — loads the demo catalogue (idempotent: existing rows are left alone). */
const { config, db } = openDatabase();
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
