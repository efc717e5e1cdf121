import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createConfig, createServerConfig } from '../rspack.base';

// The registry of the apps (loaded through jiti, where a JSON import is less reliable than a read).
const registry = JSON.parse(readFileSync(path.join(process.cwd(), '..', 'apps.json'), 'utf8')) as {
  apps: { name: string; port: number; remote: boolean }[];
};

const apiBase = process.env.API_BASE ?? 'http://localhost:4000/';

const browser = createConfig({
  name: 'shell',
  port: 3000,
  isHost: true,
  runsOnLoad: true,
  title: 'Sello Chile Inclusivo - Sello',
  // In dev each remote runs its own dev server; production gets runtime.json from scripts/start.mjs.
  devRuntimeJson: () => ({
    apiBase,
    mode: process.env.PORTAL_MODE === 'production' ? 'production' : 'demo',
    remotes: Object.fromEntries(
      registry.apps.filter((app) => app.remote).map((app) => [app.name, `http://localhost:${app.port}/mf-manifest.json`]),
    ),
  }),
});

// The server side of the shell (issue 11): renders public pages for scripts/lib/ssr.
const server = createServerConfig(browser, { entry: { render: './src/server/render.tsx' }, externals: 'node_modules' });

export default [browser, server];
