/**
 * The portal's mode by the API's own rule (api/src/config.ts), so the two never disagree: PORTAL_MODE
 * when set, else a demonstration while the API listens on loopback only (API_HOST, 127.0.0.1 by default).
 */
export function portalMode(env = process.env) {
  if (env.PORTAL_MODE) return env.PORTAL_MODE === 'production' ? 'production' : 'demo';
  const host = env.API_HOST ?? '127.0.0.1';
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host) ? 'demo' : 'production';
}
