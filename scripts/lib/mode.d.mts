// Types of mode.mjs for the TypeScript code that imports it (the API's tests check both rules agree).
export function portalMode(env?: Record<string, string | undefined>): 'demo' | 'production';
