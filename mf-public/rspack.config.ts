import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createConfig, createServerConfig } from '../rspack.base';

const browser = createConfig({
  name: 'mf_public',
  port: 3001,
  exposes: { './routes': './src/app/routes.tsx' },
  runsOnLoad: true,
  title: 'Sello Chile Inclusivo (mf-public) - Sello',
});

/**
 * The same `./routes` for the portal server's rendering (scripts/lib/ssr). Its file is named in
 * this release's mf-manifest.json (`metaData.ssrRemoteEntry`, as Module Federation's own SSR
 * manifests do), so one manifest URL gives the browser and the server the same release.
 */
const server = createServerConfig(browser, {
  entry: { routes: './src/app/routes.tsx' },
  externals: 'shared',
  onEmitted: (files, outDir) => {
    const entry = files.find((file) => /^routes(\.[0-9a-f]+)?\.js$/.test(file));
    if (!entry) return;
    const manifestFile = path.join(path.dirname(outDir), 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData: Record<string, unknown> };
    manifest.metaData.ssrRemoteEntry = { name: entry, path: 'server/', type: 'commonjs-module' };
    writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  },
});

export default [browser, server];
