import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { createDiskStorage, type Storage } from '../../src/lib/storage';
import { MIGRATIONS_DIR, openTestDatabase } from './database';

export interface AcceptanceApp {
  app: FastifyInstance;
  database: Database;
  storage: Storage;
  dataDir: string;
  close(): Promise<void>;
}

/** A full server (not listening) on its own database and its own temp data dir. `log`: capture pino's output (level info). */
export async function startAcceptanceApp(options: { log?: NodeJS.WritableStream } = {}): Promise<AcceptanceApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sello-acc-'));
  const storage = createDiskStorage(dataDir);
  const test = await openTestDatabase({ ...storage, root: path.join(dataDir, 'files') });
  const app = await buildApp({
    database: test.database,
    storage,
    logLevel: options.log ? 'info' : 'silent',
    ...(options.log ? { logStream: options.log } : {}),
    config: { dataDir, migrationsDir: MIGRATIONS_DIR, mode: 'demo', publicBaseUrl: 'http://api.test' },
  });
  await app.ready();
  return {
    app,
    database: test.database,
    storage,
    dataDir,
    async close() {
      await app.close();
      await test.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every file under the data dir (stored files and temp files), relative paths. */
export function filesOnDisk(dataDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(dataDir, full));
    }
  };
  walk(dataDir);
  return out.sort();
}
