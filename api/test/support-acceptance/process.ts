import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { API_DIR } from './database';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sin puerto'))));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  output(): string;
  /** Resolves with the exit code (or the signal name) once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * The real entry point, as `npm start -w @sello/api` runs it: `node --import tsx src/main.ts` (not the
 * tsx command, whose child would survive a kill). Always PGlite: DATABASE_URL is removed.
 */
export function spawnServer(dataDir: string, port: number): ServerProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, API_PORT: String(port), API_HOST: '127.0.0.1', DATA_DIR: dataDir, PORTAL_MODE: 'demo', LOG_LEVEL: 'warn', PUBLIC_BASE_URL: 'http://api.test' };
  delete env.DATABASE_URL;
  delete env.CLAVEUNICA_ISSUER;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: API_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => { out += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { out += chunk.toString(); });
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => out, exited };
}

/** Waits until the server answers its health route, or fails with its output if it exits first. */
export async function waitReady(server: ServerProcess, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended: number | string | null = null;
  void server.exited.then((code) => { ended = code; });
  while (Date.now() < deadline) {
    if (ended !== null) throw new Error(`el servidor terminó (${ended}) antes de estar listo:\n${server.output()}`);
    try {
      const res = await fetch(`${server.base}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`el servidor no respondió en ${timeoutMs} ms:\n${server.output()}`);
}

/**
 * A stand-in with the one method the fixtures use (`inject`), answered over real HTTP: the same
 * helpers then drive a separate server process.
 */
export function httpClient(base: string): FastifyInstance {
  const inject = async (options: InjectOptions) => {
    const headers = (options.headers ?? {}) as Record<string, string>;
    const payload = options.payload as string | Buffer | undefined;
    const res = await fetch(`${base}${String(options.url)}`, {
      method: options.method ?? 'GET',
      headers,
      ...(payload !== undefined ? { body: typeof payload === 'string' ? payload : new Uint8Array(payload) } : {}),
    });
    const body = await res.text();
    return {
      statusCode: res.status,
      body,
      headers: Object.fromEntries(res.headers.entries()),
      json: () => JSON.parse(body) as unknown,
    };
  };
  return { inject } as unknown as FastifyInstance;
}
