import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminFetch, PROCESS_ADMIN_TOKEN as ADMIN, startServer, waitHealthy } from '../../support/server-process';

/**
 * The built server as a user runs it (`npm start` / `npm run start:prod`): no
 * DATABASE_URL, so an embedded PostgreSQL under DATA_DIR; graceful shutdown on
 * SIGTERM; recovery after a kill -9; refusal of bad settings. Needs `dist/`
 * (built by `npm test`'s pretest step).
 */
jest.setTimeout(180_000);

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'aviary-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs on an embedded database, serves health, admin and OpenAPI, and stops cleanly on SIGTERM', async () => {
    const server = await startServer(dataDir);
    await waitHealthy(server);
    expect(await (await fetch(`http://127.0.0.1:${server.port}/health`)).json()).toEqual({ status: 'ok' });
    const openapi = (await (await fetch(`http://127.0.0.1:${server.port}/openapi.json`)).json()) as { paths: object };
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/admin/apps', '/admin/users', '/health']));
    const created = await adminFetch(server, '/admin/apps', { method: 'POST', body: JSON.stringify({ name: 'kept' }) });
    expect(created.status).toBe(201);
    const appId = ((await created.json()) as { data: { id: string } }).data.id;

    // A request in flight when SIGTERM arrives still gets its answer.
    const slow = new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ name: 'in flight' });
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/admin/apps',
          method: 'POST',
          headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 5));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(5)), 300);
      }, 200);
    });
    expect(await slow).toBe(201);
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    // Data survives a restart.
    const again = await startServer(dataDir, { SHUTDOWN_TIMEOUT_MS: '60000' });
    await waitHealthy(again);
    const kept = (await (await adminFetch(again, `/admin/apps/${appId}`)).json()) as {
      data: { consumer_key: string; consumer_secret: string };
    };
    // An open activity stream is ended at SIGTERM rather than holding the shutdown until its timeout.
    const basic = Buffer.from(`${kept.data.consumer_key}:${kept.data.consumer_secret}`).toString('base64');
    const token = (
      (await (
        await fetch(`http://127.0.0.1:${again.port}/oauth2/token`, {
          method: 'POST',
          headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=client_credentials',
        })
      ).json()) as { access_token: string }
    ).access_token;
    const streamEnded = new Promise<boolean>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: again.port, path: '/2/activity/stream', headers: { authorization: `Bearer ${token}` } },
        (res) => {
          expect(res.statusCode).toBe(200);
          res.resume();
          res.on('end', () => resolve(true));
          res.on('error', () => resolve(false));
          again.child.kill('SIGTERM');
        },
      );
      req.on('error', reject);
      req.end();
    });
    const stoppedAt = Date.now();
    expect(await streamEnded).toBe(true);
    expect(await again.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(30_000);
  });

  it('comes back after being killed with SIGKILL (a stale postmaster is cleaned up)', async () => {
    const first = await startServer(dataDir);
    await waitHealthy(first);
    first.child.kill('SIGKILL');
    await first.exited;
    const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
    expect(existsSync(pidFile)).toBe(true);
    const stalePid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);

    const second = await startServer(dataDir);
    await waitHealthy(second);
    const apps = await adminFetch(second, '/admin/apps');
    expect(apps.status).toBe(200);
    expect(() => process.kill(stalePid, 0)).toThrow();
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it("refuses to start on a DATA_DIR whose database another running server uses, and leaves that server's database up", async () => {
    const first = await startServer(dataDir);
    await waitHealthy(first);
    const second = await startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toMatch(
      new RegExp(`^The embedded PostgreSQL in ${join(dataDir, 'postgres')} is in use by another running aviary \\(process ${first.child.pid}\\)\\. Stop that one first, or give this one another DATA_DIR or a DATABASE_URL\\.$`),
    );
    expect((await adminFetch(first, '/admin/apps')).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });

  it('lets a kept-alive connection go right after its in-flight request at SIGTERM', async () => {
    const server = await startServer(dataDir, { SHUTDOWN_TIMEOUT_MS: '60000' });
    await waitHealthy(server);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (body?: string, onSent?: (req: ReturnType<typeof httpRequest>) => void) =>
      new Promise<{ status: number; connection?: string; socket: Socket }>((resolve, reject) => {
        const req = httpRequest(
          {
            agent,
            host: '127.0.0.1',
            port: server.port,
            path: '/admin/apps',
            method: body ? 'POST' : 'GET',
            headers: {
              authorization: `Bearer ${ADMIN}`,
              ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, socket: req.socket! }));
          },
        );
        req.on('error', reject);
        if (onSent) onSent(req);
        else req.end(body);
      });

    // a kept-alive connection, reused by the next request
    const first = await send();
    expect(first.connection).toBe('keep-alive');
    const body = JSON.stringify({ name: 'in flight on a kept connection' });
    let stoppedAt = 0;
    const inFlight = send(body, (req) => {
      req.write(body.slice(0, 5));
      setTimeout(() => {
        stoppedAt = Date.now();
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(5)), 300);
      }, 200);
    });
    const answered = await inFlight;
    expect(answered.socket).toBe(first.socket);
    expect(answered.status).toBe(201);
    expect(answered.connection).toBe('close');
    const answeredAt = Date.now();
    // the server closes the connection as soon as the answer is out
    if (!answered.socket.destroyed) await new Promise((resolve) => answered.socket.once('close', resolve));
    expect(Date.now() - answeredAt).toBeLessThan(1000);
    // and stops long before the shutdown timeout would cut the connection
    expect(await server.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(15_000);
    agent.destroy();
  });

  it('rebuilds every read model from the command line (npm run rebuild)', async () => {
    const rebuild = spawn(process.execPath, [join(__dirname, '../../../dist/apps/api/src/rebuild.js')], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATA_DIR: dataDir, LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    rebuild.stdout!.on('data', (chunk) => (output += chunk));
    rebuild.stderr!.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => rebuild.on('exit', resolve));
    expect({ code, output }).toMatchObject({ code: 0 });
    const line = output.split('\n').map((l) => (l.startsWith('{') ? JSON.parse(l) : {})).find((l) => String(l.msg).startsWith('rebuilt'));
    expect(line).toMatchObject({ tables: expect.arrayContaining(['identity.apps', 'campaigns.campaigns']), events: expect.any(Number) });
    expect(line.events).toBeGreaterThan(0);
  });

  it('stops with one message naming PORT when its port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      const server = await startServer(dataDir, { PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(server.output().trim().split('\n').at(-1)).toBe(
        `aviary cannot listen on 127.0.0.1:${port} (PORT): the port is in use. Stop what holds it, or set PORT to another port.`,
      );
      expect(server.output()).not.toContain('EADDRINUSE');
    } finally {
      taken.close();
    }
  });

  it('refuses to start with a bad setting, naming it', async () => {
    const server = await startServer(dataDir, { PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT must be an integer');
    expect(server.output()).toContain('LOG_LEVEL must be one of');
  });
});
