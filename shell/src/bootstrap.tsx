import { useA11yStore } from '@sello/shared-a11y';
import { configureApi } from '@sello/shared-api';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/create-app-router';
import { loadRuntimeConfig } from './config/runtime-config';
import { loadProvidedSharedModules } from './federation/provided-shared';
import { loadRemoteRoutes, registerRemotes, remoteStatus } from './federation/remote-routes';

// Referenced so that the build provides these shared modules (see provided-shared.ts); never called here.
export const providedSharedModules = loadProvidedSharedModules;

async function start() {
  const config = await loadRuntimeConfig();
  configureApi({
    baseUrl: config.apiBase,
    getToken: () => useA11yStore.getState().user?.token,
    // An expired or revoked token: forget it so the header offers to sign in again.
    onUnauthorized: () => useA11yStore.getState().clearSession(),
  });
  registerRemotes(config.remotes);
  const router = createAppRouter({ loadRoutes: loadRemoteRoutes, statusOf: remoteStatus });
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root en index.html');
  createRoot(container).render(<App router={router} />);
}

void start();
