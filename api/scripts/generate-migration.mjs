// drizzle-kit is hoisted to the root node_modules but drizzle-orm lives in api/node_modules, where
// drizzle-kit's own import cannot see it: link it for the duration of `drizzle-kit generate`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve('..', 'node_modules', 'drizzle-orm');
const linked = !fs.existsSync(root);
if (linked) fs.symlinkSync(path.resolve('node_modules', 'drizzle-orm'), root);
try {
  execFileSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { stdio: 'inherit' });
} finally {
  if (linked) fs.unlinkSync(root);
}
