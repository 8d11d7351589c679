import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { sha256 } from './lib/crypto.js';
import { CLI_KEY_FILE, dataDirSecret, INSTALLATION_TOKEN_FILE, SERVER_SECRET_FILE, writeDataDirSecret } from './lib/secrets.js';
import { syncBuiltInIntegration } from './modules/play/integrations.js';
import { seedDemo } from './seed/demo.js';
import { startupBanner } from './startup-banner.js';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
await database.migrate();
const serverSecret = config.SERVER_SECRET ?? dataDirSecret(config.DATA_DIR, SERVER_SECRET_FILE).value;
const seed = config.SEED_DEMO
  ? await seedDemo(database.db, { passwordLogN: config.PASSWORD_SCRYPT_LOG_N, serverSecret })
  : { seeded: false };
// The demo's owner key for the CLI on this machine; a real installation gets one from `cli bootstrap`.
if (seed.cliKey) writeDataDirSecret(config.DATA_DIR, CLI_KEY_FILE, seed.cliKey);
await syncBuiltInIntegration(database.db, serverSecret);

const installationToken = config.INSTALLATION_TOKEN ?? dataDirSecret(config.DATA_DIR, INSTALLATION_TOKEN_FILE).value;

const app = await buildApp({ config, database, serverSecret, installationTokenHash: sha256(installationToken) });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
console.log(
  startupBanner({
    config,
    databaseKind: database.kind,
    seeded: seed.seeded,
    sites: await app.operator.listSites(),
    hasStaff: await app.staffDirectory.hasStaff(),
  }),
);
