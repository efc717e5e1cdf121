/**
 * The portal's mode by the API's own rule (api/src/config.ts), so the two never disagree: PORTAL_MODE
 * when set, else a demonstration while the API listens on loopback only (API_HOST, 127.0.0.1 by default).
 */
export function portalMode(env = process.env) {
  if (env.PORTAL_MODE) return env.PORTAL_MODE === 'production' ? 'production' : 'demo';
  return isLoopbackHost(env.API_HOST ?? '127.0.0.1') ? 'demo' : 'production';
}

/** Only this machine reaches a server bound to this address (no address: every interface). */
export function isLoopbackHost(host) {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host ?? '');
}
