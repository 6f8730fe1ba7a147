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
