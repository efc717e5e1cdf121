#!/usr/bin/env node
// `npm run build [-- --force] [app…]`: production builds of the shell and remotes, skipping fresh ones.
import { buildAll } from './lib/build.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const only = args.filter((arg) => !arg.startsWith('--'));

try {
  const started = Date.now();
  const built = await buildAll({ force, only });
  console.log(`Compilación lista (${built.length} app(s) compiladas) en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
