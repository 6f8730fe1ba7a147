import { type ChildProcess, spawn } from 'node:child_process';

/**
 * The PostgreSQL programs (initdb, postgres) run as child processes, with every
 * way they can fail turned into a rejected promise that carries what they said:
 * a spawn that fails (EACCES, ENOENT, ENOEXEC) and an exit before the server is
 * ready are answers, never an unhandled 'error' event.
 */

/** Who runs PostgreSQL: undefined for the current user; as root, the `postgres` system user. */
export interface RunAs {
  name: string;
  uid: number;
  gid: number;
}

/** A PostgreSQL program that failed: the program, how it failed, and its last lines of output. */
export class PostgresProgramFailure extends Error {
  constructor(
    readonly program: string,
    /** The spawn's error code (EACCES, ENOENT, ...) when it could not run at all. */
    readonly spawnCode: string | undefined,
    /** Its last lines of output (stderr and stdout), oldest first. */
    readonly output: string[],
  ) {
    super(spawnCode ? `${program} could not run (${spawnCode})` : `${program} failed: ${output.slice(-3).join(' ')}`);
  }
}

type Log = (message: string) => void;

/** The environment PostgreSQL's programs run with: English messages (what start-up readiness is read from). */
function programEnvironment(): NodeJS.ProcessEnv {
  return { ...process.env, LC_MESSAGES: 'C', LANGUAGE: 'C' };
}

function spawnProgram(file: string, args: string[], runAs: RunAs | undefined, detached: boolean): ChildProcess {
  return spawn(file, args, {
    env: programEnvironment(),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
    ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
  });
}

/** Keeps the last lines a program printed, and hands each line to `onLine`. */
function collectLines(child: ChildProcess, onLine: (line: string) => void): string[] {
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const part of parts) {
        const line = part.trim();
        if (!line) continue;
        lines.push(line);
        if (lines.length > 40) lines.shift();
        onLine(line);
      }
    });
  }
  return lines;
}

/** Runs a PostgreSQL program to its end (initdb); rejects with a PostgresProgramFailure. */
export function runProgram(file: string, args: string[], runAs: RunAs | undefined, log: Log): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnProgram(file, args, runAs, false);
    const lines = collectLines(child, log);
    let spawnCode: string | undefined;
    child.on('error', (error: NodeJS.ErrnoException) => {
      spawnCode = error.code ?? 'spawn failed';
    });
    child.on('close', (code) => {
      if (code === 0 && !spawnCode) resolve();
      else reject(new PostgresProgramFailure(file, spawnCode, lines));
    });
  });
}

const READY = 'database system is ready to accept connections';

/** A running postgres server, started detached (its own process group) so the app stops it in its own order. */
export class PostgresServer {
  private exited: Promise<void>;
  private readonly killOnExit = () => this.child.kill('SIGINT');

  private constructor(private readonly child: ChildProcess) {
    this.exited = new Promise((resolve) => child.once('close', () => resolve()));
    // a process that exits without stopping its database (a crash, process.exit) still stops it
    process.once('exit', this.killOnExit);
  }

  /** Starts `postgres` and resolves once it accepts connections; rejects with a PostgresProgramFailure if it exits first. */
  static start(file: string, args: string[], runAs: RunAs | undefined, log: Log): Promise<PostgresServer> {
    return new Promise((resolve, reject) => {
      const child = spawnProgram(file, args, runAs, true);
      let ready = false;
      let spawnCode: string | undefined;
      const lines = collectLines(child, (line) => {
        log(line);
        if (!ready && line.includes(READY)) {
          ready = true;
          resolve(new PostgresServer(child));
        }
      });
      child.on('error', (error: NodeJS.ErrnoException) => {
        spawnCode = error.code ?? 'spawn failed';
      });
      child.once('close', () => {
        if (!ready) reject(new PostgresProgramFailure(file, spawnCode, lines));
      });
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Fast shutdown (SIGINT: open sessions are ended), then waits for the server to exit. */
  async stop(): Promise<void> {
    process.removeListener('exit', this.killOnExit);
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGINT');
    const slow = setTimeout(() => this.child.kill('SIGQUIT'), 60_000);
    await this.exited;
    clearTimeout(slow);
  }
}
