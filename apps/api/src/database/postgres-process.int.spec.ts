import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgresProgramFailure, PostgresServer, runProgram } from './postgres-process';

/** A PostgreSQL program that cannot run, or exits before it is ready, is a rejected promise with what it said. */
describe('PostgreSQL programs as child processes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'aviary-programs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const script = (name: string, body: string, mode: number) => {
    const path = join(dir, name);
    writeFileSync(path, `#!/bin/sh\n${body}\n`);
    chmodSync(path, mode);
    return path;
  };

  it('a program that is not executable fails with the spawn error, not an unhandled event', async () => {
    const program = script('initdb', 'exit 0', 0o644);
    const failure = await runProgram(program, [], undefined, () => undefined).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PostgresProgramFailure);
    expect(failure).toMatchObject({ program, spawnCode: 'EACCES' });
  });

  it('a program that fails hands back its last lines', async () => {
    const program = script('initdb-fails', 'echo "creating subdirectories ... ok"; echo "initdb: error: could not create directory: No space left on device" >&2; exit 1', 0o755);
    const failure = await runProgram(program, [], undefined, () => undefined).catch((error: unknown) => error);
    expect(failure).toMatchObject({ spawnCode: undefined });
    expect((failure as PostgresProgramFailure).output).toEqual(
      expect.arrayContaining(['creating subdirectories ... ok', 'initdb: error: could not create directory: No space left on device']),
    );
  });

  it('a server that exits before it is ready rejects its start with what it said; one that says it is ready starts and stops', async () => {
    const early = script('postgres-early', 'echo "FATAL:  database files are incompatible with server" >&2; exit 1', 0o755);
    const failure = await PostgresServer.start(early, [], undefined, () => undefined).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PostgresProgramFailure);
    expect((failure as PostgresProgramFailure).output).toEqual(['FATAL:  database files are incompatible with server']);

    const ready = script('postgres-ready', 'echo "LOG:  database system is ready to accept connections" >&2; exec sleep 30', 0o755);
    const server = await PostgresServer.start(ready, [], undefined, () => undefined);
    expect(server.pid).toBeGreaterThan(0);
    await server.stop();
    expect(() => process.kill(server.pid!, 0)).toThrow();
  });
});
