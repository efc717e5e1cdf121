import { buildApp } from './app';
import { loadConfig, missingPublicAddress } from './config';
import { openDatabase } from './db/client';
import { createDiskStorage } from './lib/storage';
import { demoAccountLines, demoAccountsPresent, demoAccountsRefusal, runSeed } from './seed/run';

/**
 * A warm standby of `npm start`'s supervisor (SELLO_API_STANDBY=1): the code is loaded, the data
 * folder untouched, until the supervisor writes a line on stdin because the running API died. A
 * restart then costs only opening the database. Without a supervisor (stdin closed) it just ends.
 */
function standbyUntilCalled(): Promise<void> {
  return new Promise((resolve) => {
    const supervisorGone = () => process.exit(0);
    process.stdin.once('end', supervisorGone);
    process.stdin.once('data', () => {
      // Called up: from now on the end of stdin means the supervisor died; stop as on SIGTERM
      // rather than be left an orphan holding the port.
      process.stdin.off('end', supervisorGone);
      process.stdin.once('end', () => process.kill(process.pid, 'SIGTERM'));
      resolve();
    });
  });
}

/** Entry point: `node --import tsx src/main.ts` (not the `tsx` command, which leaves a child running). */
async function main(): Promise<void> {
  if (process.env.SELLO_API_STANDBY === '1') await standbyUntilCalled();
  const config = loadConfig();
  const noAddress = missingPublicAddress(config);
  if (noAddress) throw new Error(noAddress);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: `${config.dataDir}/pglite`,
    migrationsDir: config.migrationsDir,
    onIdleError: (error) => process.stderr.write(`Conexión inactiva a PostgreSQL cerrada por el servidor: ${error.message}\n`),
  });
  // Production never runs with an account whose password is printed in the README.
  if (config.mode === 'production') {
    const present = await demoAccountsPresent(database.db);
    if (present.length > 0) {
      await database.close();
      throw new Error(demoAccountsRefusal(present));
    }
  }
  const storage = createDiskStorage(config.dataDir);
  let closing = false;
  const app = await buildApp({ config, database, storage }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  app.addHook('onClose', async () => database.close());

  const report = await runSeed(database.db, storage, { mode: config.mode });
  app.log.info({ seed: report, mode: config.mode, db: database.kind }, 'datos de referencia listos');

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando el servidor');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const lines = [`API Sello Chile Inclusivo en http://${config.host}:${config.port} (${database.kind}, modo ${config.mode})`];
  if (config.mode === 'demo' && (await demoAccountsPresent(database.db)).length > 0) lines.push('Cuentas de demostración:', ...demoAccountLines());
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
