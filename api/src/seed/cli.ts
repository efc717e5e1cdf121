import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createDiskStorage } from '../lib/storage';
import { demoAccountLines, removeDemoAccounts, runSeed } from './run';

/** `npm run seed -w @sello/api`: migrates and seeds the configured database, then exits. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite`, migrationsDir: config.migrationsDir });
try {
  if (process.argv.includes('--quitar-cuentas-demo')) {
    const removed = await removeDemoAccounts(database.db);
    process.stdout.write(`Cuentas de demostración retiradas: ${removed} (ya no inician sesión; lo que hicieron conserva su autoría)\n`);
  } else {
    const report = await runSeed(database.db, createDiskStorage(config.dataDir), { mode: config.mode });
    process.stdout.write(`Semilla aplicada (modo ${config.mode}): ${JSON.stringify(report)}\n`);
    if (config.mode === 'demo') process.stdout.write(`Cuentas de demostración:\n${demoAccountLines().join('\n')}\n`);
  }
} finally {
  await database.close();
}
