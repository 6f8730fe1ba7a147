import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '@platform/auth';
import { CLOCK, type Clock, notFound, requestContext } from '@platform/ddd';
import { isJobId } from '../../domain/stats-job';
import { JOB_FILES } from '../../projections/stats-jobs.projection';

/**
 * `GET /ton/advertiser-api-async-analytics/stats_job_<id>_<token>.json.gz`: a
 * finished stats job's file, on both listeners (the python SDK sends a
 * sandbox client's download to the sandbox). The token in the path is the
 * secret: no authentication is needed, and a signed request passes too. The
 * bytes go out as stored, `Content-Type: application/gzip` and no
 * `Content-Encoding` (the SDK gunzips only on that content type).
 */
@ApiTags('ads: analytics')
@Controller('ton/advertiser-api-async-analytics')
export class GetStatsJobFileController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get(':file')
  @Public()
  async file(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const missing = () => notFound(`File ${file.slice(0, 200)} was not found`);
    const [, jobId, token] = /^stats_job_(\d{1,19})_([0-9a-f]{32})\.json\.gz$/.exec(file) ?? [];
    if (!jobId || !isJobId(jobId)) throw missing();
    const [row] = (await this.db.query(`SELECT gzip FROM ${JOB_FILES} WHERE environment = $1 AND job_id = $2 AND token = $3 AND expires_at > $4`, [
      requestContext.environment(),
      jobId,
      token,
      this.clock.now(),
    ])) as Array<{ gzip: Buffer }>;
    if (!row) throw missing();
    res.status(200).set('content-type', 'application/gzip').set('cache-control', 'private, no-transform').send(row.gzip);
  }
}
