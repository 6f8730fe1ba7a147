import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock, DomainError, type Environment, isoSeconds, requestContext } from '@platform/ddd';
import { EventStore, Prepare, type Processor, type RecordedEvent } from '@platform/event-store';
import { type DeliverySetup, DeliverySetups } from '@modules/campaigns';
import type { MetricGroup, StatsEntity, StatsPlacement } from '../domain/metrics';
import { ACCOUNT_STATS_JOBS, FILE_LIFETIME_MS, STATS_JOB, type StatsJob, type StatsJobCreated, type StatsJobState } from '../domain/stats-job';
import { type MetricValue, segmentsOf, segmentWeights, splitSegments } from '../domain/stats-segments';
import { type Granularity, type StatsBody, StatsReport } from '../features/shared/stats-report';
import { JOB_FILES } from '../projections/stats-jobs.projection';

const gzipped = promisify(gzip);

/** Where a job's file is served, under the ads listener's public base (both listeners serve it). */
export const JOB_FILE_PATH = '/ton/advertiser-api-async-analytics';

/**
 * Runs the stats jobs: for each job created, marks it PROCESSING, builds the
 * body with the synchronous endpoint's report (so the file equals its answer
 * for the same parameters), split into segments when asked, stores it
 * gzipped, and marks the job SUCCESS with the file's url and expiry (48 hours
 * on) — or FAILED with the reason — releasing its place in the same append.
 * A job cancelled meanwhile stays so (its file is dropped).
 */
@Injectable()
export class StatsJobsProcessor implements Processor {
  readonly name = 'analytics.stats-jobs';
  readonly startFrom = 'now' as const;
  readonly batchSize = 20;
  readonly handles = ['analytics.StatsJobCreated'];
  private readonly logger = new Logger(StatsJobsProcessor.name);

  constructor(
    private readonly store: EventStore,
    private readonly report: StatsReport,
    private readonly setups: DeliverySetups,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async handle(events: RecordedEvent[]): Promise<void> {
    for (const event of events) {
      const { jobId, request } = (event as unknown as StatsJobCreated).data;
      const environment = request.environment as Environment;
      await requestContext.run({ requestId: `processor:${this.name}`, correlationId: jobId, environment }, () => this.run(environment, jobId));
    }
  }

  private async run(environment: Environment, jobId: string): Promise<void> {
    const stream = STATS_JOB.streamId(environment, jobId);
    const started = await this.store.decide(STATS_JOB, stream, { type: 'StartStatsJob' });
    const job = started.state.job;
    if (!job || job.status !== 'PROCESSING' || started.events.length === 0) return;
    let file: Buffer;
    try {
      file = await gzipped(Buffer.from(JSON.stringify(await this.body(job))));
    } catch (error) {
      const reason = error instanceof DomainError ? error.message : 'The report could not be built';
      if (!(error instanceof DomainError)) this.logger.error({ err: error, jobId }, 'a stats job failed');
      await this.finish(job, { type: 'FailStatsJob', reason });
      return;
    }
    const expiresAt = isoSeconds(new Date(this.clock.now().getTime() + FILE_LIFETIME_MS));
    await this.db.query(
      `INSERT INTO ${JOB_FILES} (environment, job_id, token, gzip, expires_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (environment, job_id) DO UPDATE SET gzip = EXCLUDED.gzip, expires_at = EXCLUDED.expires_at`,
      [environment, jobId, job.token, file, expiresAt],
    );
    const url = `${job.fileBase}${JOB_FILE_PATH}/stats_job_${jobId}_${job.token}.json.gz`;
    const done = await this.finish(job, { type: 'SucceedStatsJob', url, expiresAt });
    if (done?.status !== 'SUCCESS') await this.db.query(`DELETE FROM ${JOB_FILES} WHERE environment = $1 AND job_id = $2`, [environment, jobId]);
  }

  /** The job's end and the release of its place, in one append. */
  private async finish(job: StatsJob, command: { type: 'SucceedStatsJob'; url: string; expiresAt: string } | { type: 'FailStatsJob'; reason: string }): Promise<StatsJob | undefined> {
    const { environment, accountId, jobId } = job;
    const end = new Prepare(async (_state: StatsJobState, now: string) => {
      const release = await this.store.decideWrite(ACCOUNT_STATS_JOBS, ACCOUNT_STATS_JOBS.streamId(environment, accountId), { type: 'ReleaseStatsJob', accountId, jobId, now });
      return { command, writes: [release.write] };
    });
    const { state } = await this.store.decide(STATS_JOB, STATS_JOB.streamId(environment, jobId), end, { accountId });
    return state.job;
  }

  /** The file's JSON: the synchronous answer, its items split by segment when the job asks for it. */
  private async body(job: StatsJob): Promise<StatsBody> {
    const body = await this.report.build({
      environment: job.environment as Environment,
      accountId: job.accountId,
      timezone: job.timezone,
      entity: job.entity as StatsEntity,
      entityIds: job.entityIds,
      start: Date.parse(job.startTime),
      end: Date.parse(job.endTime),
      granularity: job.granularity as Granularity,
      metricGroups: job.metricGroups as MetricGroup[],
      placement: job.placement as StatsPlacement,
    });
    const params = body.request.params;
    if (job.segmentationType) params.segmentation_type = job.segmentationType;
    if (job.country) params.country = job.country;
    if (job.platform) params.platform = job.platform;
    const type = job.segmentationType;
    if (!type) return body;
    const setup = await this.setups.of(job.environment as Environment, job.accountId);
    for (const item of body.data) {
      const lineItems = setup ? lineItemsOf(setup, job.entity, item.id) : [];
      const segments = segmentsOf(type, lineItems, setup?.targeting ?? []);
      const whole = item.id_data[0].metrics as Record<string, MetricValue>;
      const parts = segments.length > 0 ? splitSegments(whole, segmentWeights(item.id, segments)) : [];
      item.id_data = segments.map((segment, i) => ({ segment: { ...segment }, metrics: parts[i] }));
    }
    return body;
  }
}

/** The line items whose targeting an entity's segments come from. */
function lineItemsOf(setup: DeliverySetup, entity: string, id: string): DeliverySetup['lineItems'] {
  switch (entity) {
    case 'ACCOUNT':
      return setup.lineItems;
    case 'FUNDING_INSTRUMENT': {
      const campaigns = new Set(setup.campaigns.filter((c) => c.funding_instrument_id === id).map((c) => c.id));
      return setup.lineItems.filter((li) => campaigns.has(li.campaign_id));
    }
    case 'CAMPAIGN':
      return setup.lineItems.filter((li) => li.campaign_id === id);
    case 'LINE_ITEM':
      return setup.lineItems.filter((li) => li.id === id);
    default: {
      const ad = setup.ads.find((a) => a.entity === entity && a.id === id);
      return ad ? setup.lineItems.filter((li) => li.id === ad.line_item_id) : [];
    }
  }
}
