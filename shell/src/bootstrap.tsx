import { useA11yStore } from '@sello/shared-a11y';
import { configureApi } from '@sello/shared-api';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRoutesSource, preloadFirstPage } from './app/routes-source';
import type { RuntimeConfig } from './config/runtime-config';
import { loadProvidedSharedModules } from './federation/provided-shared';
import { loadRemoteRoutes } from './federation/remote-routes';

// Referenced so that the build provides these shared modules (see provided-shared.ts); never called here.
export const providedSharedModules = loadProvidedSharedModules;

/** Renders the portal once the remotes are registered (see federation/early-start.ts). */
export async function start(federation: Promise<RuntimeConfig>) {
  const config = await federation;
  configureApi({
    baseUrl: config.apiBase,
    getToken: () => useA11yStore.getState().user?.token,
    // An expired or revoked token: forget it so the header offers to sign in again.
    onUnauthorized: () => useA11yStore.getState().clearSession(),
  });
  const source = createRoutesSource(loadRemoteRoutes);
  const firstPage = preloadFirstPage(source, window.location);
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root en index.html');
  const root = createRoot(container);
  // A transition lets React yield to the browser while it renders the first page, instead of one
  // long task that blocks input (Lighthouse's total blocking time).
  startTransition(() => root.render(<App source={source} firstPage={firstPage} mode={config.mode} />));
}
