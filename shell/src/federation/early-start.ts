import { preloadRemote } from '@module-federation/enhanced/runtime';
import { loadRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { remoteForPath } from '../navigation/remote-areas';
import { registerRemotes } from './remote-routes';

/**
 * Runs in the entry chunk, before the shell's own chunks (React, the UI facade) have arrived:
 * reads the remotes manifest, registers the remotes and starts downloading the remote of the page
 * being opened, so both downloads overlap instead of following each other. Nothing here imports a
 * shared module: those are negotiated in the bootstrap chunk.
 */
export async function startFederation(pathname = window.location.pathname): Promise<RuntimeConfig> {
  const config = await loadRuntimeConfig();
  registerRemotes(config.remotes);
  const remote = remoteForPath(pathname);
  // Only a head start: if it fails, loading the routes reports the error (with its retry).
  if (remote) preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'] }]).catch(() => undefined);
  return config;
}
