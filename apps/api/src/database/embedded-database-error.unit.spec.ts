import { explainProgramFailure } from './embedded-database-error';
import { PostgresProgramFailure } from './postgres-process';

/** What initdb or postgres said, turned into one message with the way out that fits it. */
describe('explainProgramFailure', () => {
  const explain = (output: string[], spawnCode?: string, step: 'create its cluster' | 'start' = 'start') =>
    explainProgramFailure(step, new PostgresProgramFailure('/opt/pg/bin/postgres', spawnCode, output), '/data/postgres', 'the user "postgres"', '18').message;

  it('a program that cannot run: its path, the error code, who runs it', () => {
    expect(explain([], 'EACCES')).toBe(
      'The embedded PostgreSQL cannot run /opt/pg/bin/postgres as the user "postgres" (EACCES). ' +
        'Make it and every folder above it readable and executable for the user "postgres", reinstall with npm ci, or set DATABASE_URL to a PostgreSQL server of your own.',
    );
  });

  it('a full disk', () => {
    const message = explain(
      ['creating subdirectories ... ok', 'initdb: error: could not write to file "/data/postgres/base/1/1247": No space left on device'],
      undefined,
      'create its cluster',
    );
    expect(message).toBe(
      'The embedded PostgreSQL could not create its cluster in /data/postgres: the disk is full (could not write to file "/data/postgres/base/1/1247": No space left on device). ' +
        'Free some space, set DATA_DIR to a folder on a disk with room, or set DATABASE_URL to a PostgreSQL server of your own.',
    );
  });

  it('a port taken', () => {
    expect(
      explain([
        '2026-11-26 13:50:44.452 UTC [6203] LOG:  could not bind IPv4 address "127.0.0.1": Address already in use',
        '2026-11-26 13:50:44.452 UTC [6203] FATAL:  could not create any TCP/IP sockets',
      ]),
    ).toBe('The embedded PostgreSQL could not start in /data/postgres: no free port on 127.0.0.1 (could not create any TCP/IP sockets). Stop what holds the ports, or set DATABASE_URL to a PostgreSQL server of your own.');
  });

  it('anything else: the last fatal line, and a folder that can be written', () => {
    expect(explain(['2026-11-26 13:50:44.452 UTC [1] FATAL:  could not open file "global/pg_control": Permission denied'])).toBe(
      'The embedded PostgreSQL could not start in /data/postgres: could not open file "global/pg_control": Permission denied. ' +
        'Set DATA_DIR to a folder the user "postgres" can write, or set DATABASE_URL to a PostgreSQL server of your own.',
    );
    expect(explain([])).toContain('could not start in /data/postgres: it exited without a word.');
  });
});
