// Once per run, before any worker: Debian's Chromium is there and every app's build is fresh.
import { existsSync } from 'node:fs';
import { buildAll } from '../scripts/lib/build.mjs';
import { CHROMIUM_PATH } from './lib/browser.mjs';

export default async function globalSetup() {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`No se encontró Chromium en ${CHROMIUM_PATH} (apt-get install -y chromium).`);
  await buildAll({ log: (line) => console.log(line) });
}
