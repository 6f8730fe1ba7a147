import type { Response } from 'express';
import type { Environment } from '@platform/ddd';
import type { EventStore } from '@platform/event-store';
import { Digits, jsonWithDigits, RawJson } from '@platform/http';
import { ACCOUNT_STATS_JOBS, JOB_LIMIT } from '../../domain/stats-job';

/**
 * What every stats jobs answer carries: the job's id written as a number (as
 * the reference's example has it) and the account's concurrent job limit in
 * the `x-concurrent-job-limit` headers (the python SDK copies `x-*` headers
 * onto what it answers).
 */
export const jobAnswer = (view: Record<string, unknown>): RawJson => new RawJson(jsonWithDigits({ ...view, id: new Digits(String(view.id)) }));

export function setJobLimitHeaders(res: Response, unfinished: number): void {
  res.setHeader('x-concurrent-job-limit', String(JOB_LIMIT));
  res.setHeader('x-concurrent-job-limit-remaining', String(Math.max(0, JOB_LIMIT - unfinished)));
}

/** The account's unfinished jobs, as its jobs stream holds them. */
export async function unfinishedJobs(store: EventStore, environment: Environment, accountId: string): Promise<number> {
  const { state } = await store.load(ACCOUNT_STATS_JOBS.streamId(environment, accountId), ACCOUNT_STATS_JOBS.decider);
  return state.unfinished.size;
}
