export { createApp, createApiRouter, API_PREFIX, ASSETS_DIR } from './app';
export { startServer, type StartServerOptions, type RunningServer } from './server';
export { loadConfig, ConfigError, type Config } from './config';
export { createDb, type Db } from './db';
export { migrateLatest } from './db/migrate';
export { seedDemo } from './demo/seed';
export type { AppDeps } from './types';
