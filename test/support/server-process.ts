import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The built server run as a user runs it (`npm start` / `npm run start:prod`),
 * for the specs of the process itself. Needs `dist/` (built by `npm test`'s
 * pretest step); `main` points at another copy of it where a spec needs one.
 */
export const MAIN = join(__dirname, '../../dist/apps/api/src/main.js');
export const PROCESS_ADMIN_TOKEN = 'process-test-admin-token-0123456789';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

export async function startServer(dataDir: string, env: Record<string, string> = {}, main = MAIN, args: string[] = []): Promise<Running> {
  const port = await freePort();
  const sandboxPort = await freePort();
  const child = spawn(process.execPath, [main, ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      DATA_DIR: dataDir,
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      HOST: '127.0.0.1',
      ADMIN_TOKEN: PROCESS_ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

export async function waitHealthy(server: Running, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/health/ready`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy in time:\n${server.output()}`);
}

export const adminFetch = (server: Running, path: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${server.port}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${PROCESS_ADMIN_TOKEN}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
