import { ConfigError, DEV_ADMIN_PASSWORD, type Config } from '../config';
import { startServer } from '../server';

export interface StartOptions {
  storefrontDist?: string | undefined;
}

/** Only the published development password is ever printed; an operator's own never is. */
/** Which wallets are offered; never a key. */
function walletLine(config: Config): string {
  const on = [config.wallet.apple && 'Apple Wallet', config.wallet.google && 'Google Wallet'].filter(Boolean);
  return on.length ? on.join(', ') : 'off (README "Wallet passes")';
}

function adminLine(config: Config): string {
  if (!config.adminEmail) return 'no admin configured (npm run admin:create)';
  if (config.adminUsesDefaults && config.adminPassword === DEV_ADMIN_PASSWORD)
    return `${config.adminEmail} / ${DEV_ADMIN_PASSWORD}   (demo default; set ADMIN_EMAIL and ADMIN_PASSWORD)`;
  return `${config.adminEmail} (password from ADMIN_PASSWORD)`;
}

/** Starts the single process of `npm start`, prints where it listens and how to sign in. */
export async function start({ storefrontDist }: StartOptions = {}): Promise<void> {
  let running;
  try {
    running = await startServer({ storefrontDist });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const { config, url } = running;
  const lines = [
    '',
    `  Dubai Attractions is running at ${url}/`,
    `  API:            ${url}/api/v1   (reference: ${url}/api/docs)`,
    `  Public URL:     ${config.publicUrl}   (links in mails; PUBLIC_URL)`,
    `  Database:       ${config.databaseUrl ? 'Postgres (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
    `  Payments:       ${config.stripeSecretKey ? 'Stripe' : 'local test provider (DEMO)'}`,
    `  Mail:           ${config.smtpUrl ? 'SMTP' : `.eml files in ${config.dataDir}/mail/`}`,
    `  Admin sign-in:  ${adminLine(config)}`,
    `  Wallet passes:  ${walletLine(config)}`,
    storefrontDist ? '' : '  Storefront:     not built (npm run build -w storefront); serving the API only',
    '',
  ];
  console.log(lines.filter((l, i) => l || i === 0 || i === lines.length - 1).join('\n'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
