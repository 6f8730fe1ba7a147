import { type InlineProjection, type RecordedEvent, type Sql } from '@platform/event-store';
import { type StatsJob, statsJobDecider, type StatsJobEvent } from '../domain/stats-job';

export const STATS_JOBS = 'analytics.stats_jobs';
/** Each finished job's gzipped file (the jobs processor writes it, the sweeper drops it once expired). */
export const JOB_FILES = 'analytics.job_files';

/** A job as the API answers it (analytics.mdx, "Asynchronous Analytics › Example"), `id` still a string. */
export function jobView(job: StatsJob): Record<string, unknown> {
  return {
    id: job.jobId,
    id_str: job.jobId,
    account_id: job.accountId,
    entity: job.entity,
    entity_ids: job.entityIds,
    start_time: job.startTime,
    end_time: job.endTime,
    granularity: job.granularity,
    placement: job.placement,
    metric_groups: job.metricGroups,
    segmentation_type: job.segmentationType,
    country: job.country,
    platform: job.platform,
    status: job.status,
    url: job.url,
    expires_at: job.expiresAt,
    created_at: job.createdAt,
    updated_at: job.updatedAt,
  };
}

/**
 * The jobs as the list answers them: the created job's view, then each change
 * folded into it (the view is kept whole, so a change needs the row before it).
 * In the append's transaction, so a job is listed as soon as it is created.
 */
export const statsJobsProjection: InlineProjection = {
  name: STATS_JOBS,
  tables: [STATS_JOBS],
  handles: ['analytics.StatsJobCreated', 'analytics.StatsJobStarted', 'analytics.StatsJobSucceeded', 'analytics.StatsJobFailed', 'analytics.StatsJobCancelled'],
  async apply(recorded: RecordedEvent, sql: Sql) {
    const event = { type: recorded.type, data: recorded.data } as StatsJobEvent;
    if (event.type === 'analytics.StatsJobCreated') {
      const { job } = statsJobDecider.evolve({}, event);
      await sql.query(`INSERT INTO ${STATS_JOBS} (environment, id, account_id, data) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
        job!.environment,
        job!.jobId,
        job!.accountId,
        JSON.stringify({ ...job, token: undefined }),
      ]);
      return;
    }
    const { rows } = await sql.query<{ data: StatsJob }>(`SELECT data FROM ${STATS_JOBS} WHERE environment = $1 AND id = $2 FOR UPDATE`, [event.data.environment, event.data.jobId]);
    if (rows.length === 0) return;
    const { job } = statsJobDecider.evolve({ job: rows[0].data }, event);
    await sql.query(`UPDATE ${STATS_JOBS} SET data = $3 WHERE environment = $1 AND id = $2`, [event.data.environment, event.data.jobId, JSON.stringify(job)]);
  },
};
