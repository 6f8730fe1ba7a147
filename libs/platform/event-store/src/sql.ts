import type { DataSource, QueryRunner } from 'typeorm';

/** The smallest SQL surface projections and processors need: one parameterised query. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[]; rowCount: number }>;
}

export function sqlOf(runner: QueryRunner): Sql {
  return {
    async query<T>(text: string, params?: unknown[]) {
      const result = await runner.query(text, params, true);
      return { rows: (result.records ?? []) as T[], rowCount: result.affected ?? 0 };
    },
  };
}

/** Runs `work` in one transaction on its own connection; commits, or rolls back on error. */
export async function inTransaction<T>(
  dataSource: DataSource,
  work: (sql: Sql, runner: QueryRunner) => Promise<T>,
  isolation?: 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE',
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction(isolation);
    const result = await work(sqlOf(runner), runner);
    await runner.commitTransaction();
    return result;
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

/** The PostgreSQL error code (SQLSTATE) behind a driver error, if any. */
export function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The constraint named by a PostgreSQL constraint violation, if any. */
export function violatedConstraint(error: unknown): string | undefined {
  const e = error as { constraint?: unknown; driverError?: { constraint?: unknown } };
  const name = e?.driverError?.constraint ?? e?.constraint;
  return typeof name === 'string' ? name : undefined;
}
