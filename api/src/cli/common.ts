import { ConfigError, loadConfig, type Config } from '../config';
import { createDb, type Db } from '../db';
import fs from 'node:fs';
import path from 'node:path';

/** Config and database for an operator command; a bad variable ends the command naming it. */
export function openDatabase(): { config: Config; db: Db } {
  // `.env` in the folder the command runs in, as for npm start; the environment wins over it.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const db = createDb({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolMax: 2,
  });
  return { config, db };
}

export function where(config: Config): string {
  return config.databaseUrl
    ? config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')
    : `${config.dataDir}/pglite (embedded)`;
}
