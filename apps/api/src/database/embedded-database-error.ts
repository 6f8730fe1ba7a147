import type { PostgresProgramFailure } from './postgres-process';

/**
 * The embedded PostgreSQL could not start. Its message is the whole story for
 * the person at the terminal: what failed and what to do. The process prints it
 * as is and exits 1.
 */
export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}

/** The way out that always exists. */
export const OWN_SERVER = 'set DATABASE_URL to a PostgreSQL server of your own';

/**
 * Turns what initdb or postgres said when it failed into one message: the
 * failing line, then the way out that fits it.
 */
export function explainProgramFailure(
  step: 'create its cluster' | 'start',
  failure: PostgresProgramFailure,
  clusterDir: string,
  who: string,
  major: string,
): EmbeddedDatabaseError {
  if (failure.spawnCode) {
    return new EmbeddedDatabaseError(
      `The embedded PostgreSQL cannot run ${failure.program} as ${who} (${failure.spawnCode}). ` +
        `Make it and every folder above it readable and executable for ${who}, reinstall with npm ci, or ${OWN_SERVER}.`,
    );
  }
  const output = failure.output.join('\n');
  const said = keyLine(failure.output);
  const what = `The embedded PostgreSQL could not ${step} in ${clusterDir}`;
  const madeBy = /initialized by PostgreSQL version (\d+)/.exec(output);
  if (madeBy && madeBy[1] !== major) {
    return new EmbeddedDatabaseError(
      `${what}: the cluster there was made by PostgreSQL ${madeBy[1]}, and the embedded server is PostgreSQL ${major}. ` +
        `Upgrade it with pg_upgrade, set DATA_DIR to a new folder, or set DATABASE_URL to a PostgreSQL ${madeBy[1]} server.`,
    );
  }
  if (/No space left on device/i.test(output)) {
    return new EmbeddedDatabaseError(`${what}: the disk is full (${said}). Free some space, set DATA_DIR to a folder on a disk with room, or ${OWN_SERVER}.`);
  }
  if (/Address already in use|could not bind|could not create any TCP\/IP sockets/i.test(output)) {
    return new EmbeddedDatabaseError(`${what}: no free port on 127.0.0.1 (${said}). Stop what holds the ports, or ${OWN_SERVER}.`);
  }
  return new EmbeddedDatabaseError(`${what}: ${said}. Set DATA_DIR to a folder ${who} can write, or ${OWN_SERVER}.`);
}

/** The line that says why: the last FATAL/PANIC/error line, else the last line. */
function keyLine(lines: string[]): string {
  const reason = [...lines].reverse().find((line) => /\b(FATAL|PANIC|ERROR|error):/.test(line)) ?? lines.at(-1) ?? 'it exited without a word';
  return reason.replace(/^.*?\b(FATAL|PANIC|ERROR|error):\s*/, '').replace(/\.$/, '');
}
