/**
 * One Rspack configuration factory for the shell and the four remotes.
 *
 * Each app's `rspack.config.ts` only names itself, its dev port and what it exposes.
 * Paths are derived from `process.cwd()` (the app folder): the CLI loads this file through
 * jiti, where `import.meta.dirname` is not reliable (see docs/toolchain-notes).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

export interface AppOptions {
  /** Federation name, e.g. `shell`, `mf_public`. */
  name: string;
  /** Dev-server port (the production server serves everything on one port). */
  port: number;
  /** Modules the remote publishes, e.g. `{ './routes': './src/app/routes.tsx' }`. */
  exposes?: Record<string, string>;
  isHost?: boolean;
  /** Document title of the standalone page. */
  title?: string;
  /** Extra dev-server middleware (the shell serves `/runtime.json` in dev). */
  devRuntimeJson?: () => unknown;
  /**
   * The app's code runs while a page loads (the shell and mf-public on every public page): its
   * production files start with V8's compile hint `//# allFunctionsCalledOnLoad`, so V8 compiles
   * each file whole instead of function by function when each is first called (part of it still on
   * the main thread when the file is evaluated, traces show). Measured at 4x CPU: without the hint
   * the start-up tasks are longer (medians of 8: Chakra's chunk 79 → 165 ms on a news item, main.js
   * 170 → 210 ms on /instituciones-reconocidas). Not for apps most of whose code waits for a click.
   */
  runsOnLoad?: boolean;
}

interface PackageJson {
  version?: string;
  workspaces?: string[];
}

function readJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate) && readJson(candidate).workspaces) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
}

function installedVersion(root: string, pkg: string): string {
  const local = path.join(root, pkg.startsWith('@sello/') ? pkg.slice('@sello/'.length) : `node_modules/${pkg}`, 'package.json');
  const version = readJson(local).version;
  if (!version) throw new Error(`No version in ${local}`);
  return version;
}

/**
 * The one shared map. Big libraries (Chakra, emotion, the router) are NOT here: shared modules
 * are not tree-shaken, so they reach the apps through the small `@sello/shared-ui` facade.
 * `@hookform/resolvers` stays unshared (sub-path version mix-ups).
 */
export function sharedMap(root: string): Record<string, { singleton: true; requiredVersion: string }> {
  const reactVersion = installedVersion(root, 'react');
  const reactDomVersion = installedVersion(root, 'react-dom');
  const entry = (version: string) => ({ singleton: true as const, requiredVersion: `^${version}` });
  return {
    react: entry(reactVersion),
    'react/jsx-runtime': entry(reactVersion),
    'react/jsx-dev-runtime': entry(reactVersion),
    'react-dom': entry(reactDomVersion),
    'react-dom/client': entry(reactDomVersion),
    zustand: entry(installedVersion(root, 'zustand')),
    '@sello/shared-ui': entry(installedVersion(root, '@sello/shared-ui')),
    // Form, table and disclosure parts: a second singleton, so `/` does not download them.
    '@sello/shared-ui/widgets': entry(installedVersion(root, '@sello/shared-ui')),
    '@sello/shared-a11y': entry(installedVersion(root, '@sello/shared-a11y')),
    '@sello/shared-api': entry(installedVersion(root, '@sello/shared-api')),
    // The valibot schemas: only forms need them, not the first paint.
    '@sello/shared-api/schemas': entry(installedVersion(root, '@sello/shared-api')),
  };
}

const htmlTemplate = `<!doctype html>
<html lang="es-CL">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Sello Chile Inclusivo: reconocimiento del Servicio Nacional de la Discapacidad a instituciones que promueven la inclusión de personas con discapacidad." />
    <meta name="theme-color" content="#0051A8" />
    <!-- Inline, so no request (and no 404 for /favicon.ico): the brand's blue with its red band. -->
    <link rel="icon" type="image/svg+xml" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%230051A8'/%3E%3Crect y='22' width='32' height='10' fill='%23D52B1E'/%3E%3C/svg%3E" />
    <title><%= title %></title>
  </head>
  <body>
    <noscript>Para usar el portal Sello Chile Inclusivo necesitas activar JavaScript en tu navegador.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

function reactRouterProductionAliases(root: string): Record<string, string> {
  const dist = path.join(root, 'node_modules', 'react-router', 'dist', 'production');
  if (!existsSync(dist)) return {};
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

export function createConfig(options: AppOptions): Configuration {
  const appDir = process.cwd();
  const root = findRepoRoot(appDir);
  const production = process.env.NODE_ENV === 'production' || process.argv.includes('build');
  const isHost = options.isHost === true;
  const outDir = process.env.SELLO_OUT_DIR ? path.resolve(process.env.SELLO_OUT_DIR) : path.join(appDir, 'dist');
  const devRuntimeJson = options.devRuntimeJson;

  return {
    context: appDir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: outDir,
      clean: true,
      // Remotes are served from wherever runtime.json says: resolve chunk URLs from the script.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: options.name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // React Router only exposes its development build through package exports; production
      // builds take the production files (no dev warnings, smaller shared facade).
      alias: production ? reactRouterProductionAliases(root) : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            },
            env: { targets: ['chrome >= 100', 'firefox >= 100', 'safari >= 15'] },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|gif|svg|webp|pdf)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        templateContent: htmlTemplate,
        templateParameters: { title: options.title ?? 'Sello Chile Inclusivo - Sello' },
        // The host's document must not wait for remote scripts: keep scripts deferred.
        scriptLoading: 'defer',
        // Only the app's own entry: a remote's standalone page must not also load its remoteEntry.
        chunks: ['main'],
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        // Only used by a remote running standalone; inside the portal runtime.json decides.
        'process.env.API_BASE': JSON.stringify(process.env.API_BASE ?? 'http://localhost:4000/'),
      }),
      // After minification, which would drop the comment (it must be the file's first line), and
      // before the brotli copies below, which must carry it too.
      ...(production && options.runsOnLoad
        ? [new rspack.BannerPlugin({ banner: '//# allFunctionsCalledOnLoad', raw: true, test: /\.js$/, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING })]
        : []),
      // A brotli copy beside each file (`main.<hash>.js.br`), made once per build at the highest
      // quality: the portal server sends it as it is (scripts/lib/static-server.mjs) instead of
      // compressing the file again for every request, on the CPU the visitor's page load waits for.
      ...(production
        ? [
            new CompressionPlugin<zlib.BrotliOptions>({
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              test: /\.(js|css|json|svg)$/,
              // The federation's manifest is completed after this step (its plugin, a remote's server entry):
              // a copy made here would be stale, so it is compressed per request like any file without one.
              exclude: /mf-(stats|manifest)\.json$/,
              threshold: 512,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
            }),
          ]
        : []),
      new ModuleFederationPlugin({
        name: options.name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: options.exposes,
        // Remotes are registered at run time from /runtime.json (see shell/src/federation).
        remotes: {},
        shared: sharedMap(root),
        // With the default strategy one dead remote blanks the host page (RUNTIME-003).
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        experiments: {
          // In production the host provides the federation runtime once, instead of every
          // remoteEntry carrying its own copy (~17 KB gzip each). Dev builds keep it, so a remote
          // still runs standalone (`npm run dev -w @sello/mf-admin`).
          ...(production ? (isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
          optimization: { target: 'web' },
        },
      }),
    ],
    optimization: production
      ? { minimize: true, moduleIds: 'deterministic', chunkIds: 'deterministic' }
      : { minimize: false },
    performance: false,
    // Rspack 2 compiles dynamic imports lazily in dev by default; federated chunks then fail to load.
    lazyCompilation: false,
    devServer: {
      port: options.port,
      hot: true,
      historyApiFallback: true,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
      },
      client: { overlay: { errors: true, warnings: false } },
      setupMiddlewares: (middlewares) => {
        if (devRuntimeJson) {
          middlewares.unshift({
            name: 'runtime-json',
            path: '/runtime.json',
            middleware: (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
              res.setHeader('Content-Type', 'application/json; charset=utf-8');
              res.setHeader('Cache-Control', 'no-store');
              res.end(JSON.stringify(devRuntimeJson()));
            },
          });
        }
        return middlewares;
      },
    },
  };
}

export interface ServerBuildOptions {
  /** Entry files of the Node bundle, e.g. `{ routes: './src/app/routes.tsx' }`. */
  entry: Record<string, string>;
  /**
   * `shared`: only the shared singletons are left outside the bundle (a remote's server bundle:
   * the portal server hands it the host's copies). `node_modules`: every installed package is
   * required from node_modules at run time (the shell's server bundle, run from the repository).
   */
  externals: 'shared' | 'node_modules';
  /** Called with the output folder once the bundle is written (a remote records it in its manifest). */
  onEmitted?: (files: string[], outDir: string) => void;
}

/**
 * The Node build of an app for server rendering (issue 11, scripts/lib/ssr): one CommonJS file per
 * entry (dynamic imports inlined: a server has no reason to fetch pages one by one), written to
 * `<out>/server/` next to the browser build of the same release, with the same sources and
 * swc settings. Pair it with the browser config from `createConfig` in a config array.
 */
/** Whether Node finds `request` from the repository root (a package nested in a workspace, e.g. shared-api's ky, is bundled instead). */
function resolvesFromRoot(request: string): boolean {
  if (request.startsWith('node:')) return true;
  try {
    require.resolve(request, { paths: [findRepoRoot(process.cwd())] });
    return true;
  } catch {
    return false;
  }
}

export function createServerConfig(browser: Configuration, options: ServerBuildOptions): Configuration {
  const root = findRepoRoot(process.cwd());
  const browserOutput = browser.output ?? {};
  const outDir = path.join(String(browserOutput.path), 'server');
  // The browser build cleans its folder: keep the server bundle written next to it.
  browser.output = { ...browserOutput, clean: { keep: /^server([\\/]|$)/ } };
  // After the browser build (which cleans the folder), never alongside it.
  browser.name ??= 'browser';
  const production = browser.mode === 'production';
  const shared = new Set(Object.keys(sharedMap(root)));
  const onEmitted = options.onEmitted;
  return {
    name: 'server',
    dependencies: [browser.name],
    context: browser.context,
    mode: browser.mode,
    devtool: false,
    target: 'node20',
    entry: options.entry,
    output: {
      path: outDir,
      clean: true,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      library: { type: 'commonjs2' },
      asyncChunks: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: browser.module,
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => {
        if (!request) return callback();
        const external = options.externals === 'shared'
          ? shared.has(request)
          : !request.startsWith('.') && !request.startsWith('@sello/') && !path.isAbsolute(request) && resolvesFromRoot(request);
        return external ? callback(undefined, request) : callback();
      },
    ],
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
      {
        apply(compiler: Compiler) {
          compiler.hooks.afterEmit.tap('sello-server-bundle', (compilation) => {
            onEmitted?.(Object.keys(compilation.assets), outDir);
          });
        },
      },
    ],
    optimization: { minimize: false, splitChunks: false, moduleIds: 'deterministic' },
    performance: false,
  };
}
