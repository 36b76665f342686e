import { migrateLatest } from '../db/migrate';
import { openDatabase, where } from './common';

/** npm run db:migrate */
const { config, db } = openDatabase();
try {
  const applied = await migrateLatest(db);
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s) on ${where(config)}:\n  ${applied.join('\n  ')}`
      : `Database ${where(config)} is up to date.`,
  );
} catch (error) {
  console.error('Migration failed:', (error as Error).message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
