import { useA11yStore } from '@sello/shared-a11y';
import { configureApi } from '@sello/shared-api';
import { notify } from '@sello/shared-ui';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRoutesSource, preloadFirstPage } from './app/routes-source';
import type { RuntimeConfig } from './config/runtime-config';
import { loadProvidedSharedModules } from './federation/provided-shared';
import { loadRemoteRoutes } from './federation/remote-routes';
import { remoteForPath } from './navigation/remote-areas';

// Referenced so that the build provides these shared modules (see provided-shared.ts); never called here.
export const providedSharedModules = loadProvidedSharedModules;

/** Id of the JSON block in which the portal server leaves what it rendered the page with (scripts/lib/ssr). */
export const SERVER_RENDER_ID = 'sello-ssr';

interface ServerRender {
  data: unknown;
}

function serverRender(): ServerRender | null {
  const text = document.getElementById(SERVER_RENDER_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ServerRender> | null;
    return value && typeof value === 'object' ? { data: value.data } : null;
  } catch {
    return null;
  }
}

/**
 * Renders the portal once the remotes are registered (see federation/early-start.ts). A page the
 * server rendered (public pages) is hydrated: React adopts the HTML the visitor already sees, so
 * focus, selection and scroll stay where they are. Everything else is rendered in the browser.
 */
export async function start(federation: Promise<RuntimeConfig>) {
  const config = await federation;
  configureApi({
    baseUrl: config.apiBase,
    getToken: () => useA11yStore.getState().user?.token,
    // An expired or revoked token (signed out elsewhere, or too long away): forget it, so the header
    // offers to sign in again and the area's guard sends the person to its sign-in page, and say why,
    // once (the page's other requests get their 401 too).
    onUnauthorized: () => {
      if (!useA11yStore.getState().user) return;
      useA11yStore.getState().clearSession();
      notify({ type: 'info', title: 'Tu sesión terminó.', description: 'Vuelve a iniciar sesión para continuar.' });
    },
  });
  const source = createRoutesSource(loadRemoteRoutes);
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root en index.html');
  const server = container.firstElementChild ? serverRender() : null;
  // The server's page came with its data: only its code is loaded.
  const firstPage = preloadFirstPage(source, window.location, { data: server === null });

  if (server) {
    // The page's routes and code first: hydrating must render exactly what the server did.
    await firstPage;
    const name = remoteForPath(window.location.pathname);
    if (name && source.loaded(name)) {
      // In a transition, hydration yields to the browser every few milliseconds instead of running
      // as long tasks that would block a visitor's first click or key press (total blocking time).
      startTransition(() => {
        hydrateRoot(container, <App source={source} firstPage={firstPage} mode={config.mode} firstPageLoaded pageData={server.data} />);
      });
      return;
    }
    // The remote cannot be loaded in this browser: the HTML cannot come alive. Render anew; the
    // area then says the section is unavailable while the rest of the site keeps working.
    container.replaceChildren();
  }
  const root = createRoot(container);
  // A transition lets React yield to the browser while it renders the first page, instead of one
  // long task that blocks input (Lighthouse's total blocking time).
  startTransition(() => root.render(<App source={source} firstPage={firstPage} mode={config.mode} />));
}
