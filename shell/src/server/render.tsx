/**
 * The shell on the portal server (issue 11): renders a public page, the whole layout around the
 * page of the remote that owns it, into HTML the browser paints before any JavaScript and then
 * hydrates (bootstrap.tsx). Built by shell/rspack.config.ts into dist/server/ and loaded by
 * scripts/lib/ssr/render.mjs, which fetches the remote's own server bundle from its current release
 * and hands it `shared` (the host's copies of the shared singletons, as Module Federation does in
 * the browser).
 */
import { PassThrough } from 'node:stream';
// One emotion cache per request, whose rules become the page's critical CSS: server-only work
// that no facade export covers (the browser keeps emotion's default cache behind shared-ui).
// eslint-disable-next-line no-restricted-imports
import createCache from '@emotion/cache';
// eslint-disable-next-line no-restricted-imports
import { CacheProvider } from '@emotion/react';
// eslint-disable-next-line no-restricted-imports
import createEmotionServer from '@emotion/server/create-instance';
import * as sharedA11y from '@sello/shared-a11y';
import * as sharedApi from '@sello/shared-api';
import * as sharedApiSchemas from '@sello/shared-api/schemas';
import * as sharedUi from '@sello/shared-ui';
import * as sharedUiWidgets from '@sello/shared-ui/widgets';
import * as React from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import * as jsxRuntime from 'react/jsx-runtime';
// The facade exports only the browser's router; the server's is the same package's StaticRouter
// (one copy: both come from node_modules at run time, so they share the router context).
// eslint-disable-next-line no-restricted-imports
import { matchRoutes, StaticRouter, type RouteObject } from 'react-router';
import * as zustand from 'zustand';
import { Portal } from '../app/app';
import { createRoutesSource } from '../app/routes-source';
import type { PortalMode } from '../config/runtime-config';
import { routesOf, type RemoteRoutesModule } from '../federation/remote-module';
import { remoteForPath } from '../navigation/remote-areas';

/** What a remote's server bundle may require: the same shared map as the browser's (rspack.base.ts). */
export const shared: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react/jsx-dev-runtime': jsxDevRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  zustand,
  '@sello/shared-ui': sharedUi,
  '@sello/shared-ui/widgets': sharedUiWidgets,
  '@sello/shared-a11y': sharedA11y,
  '@sello/shared-api': sharedApi,
  '@sello/shared-api/schemas': sharedApiSchemas,
};

export interface DataRequest {
  /** Path and query of the page, e.g. `/noticias?page=2`. */
  url: string;
  /** The remote's `./routes` module, from its server bundle. */
  routesModule: RemoteRoutesModule;
  /** The API as the portal server reaches it. */
  apiBase: string;
}

export interface RenderRequest extends Omit<DataRequest, 'apiBase'> {
  mode: PortalMode;
  /** What `loadData` answered for this page. */
  data: unknown;
  /** Gives up (and the page falls back to client rendering) after this long. */
  timeoutMs?: number;
}

export interface RenderResult {
  /** The content of `#root`. */
  html: string;
  /** Emotion's styles for exactly this render, as `<style>` tags for `<head>`. */
  styles: string;
  /** The remote has no page at this address (its catch-all route rendered its 404): answered with 404. */
  notFound: boolean;
}

/** Which remote the server renders: the one that owns the address (public pages only). */
export function remoteOf(pathname: string): string | null {
  return remoteForPath(pathname);
}

function renderToHtml(element: React.ReactElement, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    const stream = renderToPipeableStream(element, {
      // Everything, lazy page code included, before the first byte: no fallbacks in the HTML and
      // no streamed style tags for emotion to trip over while hydrating.
      onAllReady() {
        if (failed) return reject(failed);
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.pipe(sink);
      },
      // Every boundary in place, in document order: no out-of-order segments moved by inline
      // scripts (those need JavaScript and a CSP exception; the page must read without either).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
    setTimeout(() => {
      stream.abort();
      reject(new Error('La representación en el servidor tardó demasiado.'));
    }, timeoutMs).unref();
  });
}

/**
 * The path and query of a request target as the browser's router will see them: `//noticias` stays a
 * path (resolved against a base it would name a host, and the server would render the home page).
 */
const locationOf = (url: string) => new URL(`http://portal.invalid${url}`);

/**
 * The API answers the page at `url` renders with (the remote's `loadPageData`). Separate from
 * `render`, so the portal can reuse a rendering while these answers have not changed.
 */
export async function loadData({ url, routesModule, apiBase }: DataRequest): Promise<unknown> {
  if (!routesModule.loadPageData) return {};
  // The shared-api client is one per process: every server render calls the same API.
  sharedApi.configureApi({ baseUrl: apiBase });
  const location = locationOf(url);
  return routesModule.loadPageData({ pathname: location.pathname, search: location.search });
}

/**
 * Emotion's style tags, marked `data-s` as the browser's emotion marks the tags it has placed: it
 * then leaves them where they are (in <head>) instead of moving them there while hydrating, which
 * made the browser re-apply every style sheet to the whole page (with patches/@emotion+sheet).
 */
function styleTags(chunks: { key: string; ids: string[]; css: string }[]): string {
  return chunks.map(({ key, ids, css }) => `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`).join('');
}

/**
 * Renders `url` with its data. Throws when it cannot (the remote has no routes, a page failed,
 * too slow): the caller then serves the client-rendered page.
 */
export async function render({ url, routesModule, mode, data, timeoutMs = 5000 }: RenderRequest): Promise<RenderResult> {
  const routes = routesOf(routesModule);
  if (!routes) throw new Error('El remoto no publica rutas.');
  const location = locationOf(url);
  const name = remoteForPath(location.pathname);
  if (!name) throw new Error(`Ningún remoto atiende ${location.pathname}.`);
  const source = createRoutesSource(async () => routes);
  await source.request(name);
  // One emotion cache per request. Emotion's server API keeps every rule in the cache (no inline
  // tags) and writes the global styles (Chakra's reset, global CSS and token variables) in tags of
  // their own, which the browser's emotion adopts when hydrating instead of inserting them again.
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);
  const html = await renderToHtml(
    <CacheProvider value={cache}>
      <sharedA11y.A11yUiProvider>
        <StaticRouter location={`${location.pathname}${location.search}`}>
          <Portal source={source} firstPage={Promise.resolve()} mode={mode} firstPageLoaded pageData={data} />
        </StaticRouter>
      </sharedA11y.A11yUiProvider>
    </CacheProvider>,
    timeoutMs,
  );
  const page = matchRoutes(routes as RouteObject[], location.pathname)?.at(-1)?.route;
  return {
    html,
    styles: styleTags(emotionServer.extractCriticalToChunks(html).styles),
    notFound: !page || page.path === '*',
  };
}
