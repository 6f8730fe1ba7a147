import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { HealthCheckResult } from '@nestjs/terminus';
import { Public } from '@platform/auth';
import { SETTINGS, type Settings } from '@platform/config';
import { ProcessorRunner } from '@platform/event-store';

@ApiTags('operations')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly processors: ProcessorRunner,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /** Liveness: the process answers. */
  @Get()
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Readiness: the database answers, and no processor (whichever replica runs
   * it) has left an event unhandled for longer than READY_MAX_PROCESSOR_LAG_SECONDS.
   * The details list each processor's lag either way, and a 503 answer keeps
   * terminus' body (what is down and why) rather than a bare problem.
   */
  @Get('ready')
  @HealthCheck()
  async ready(@Res({ passthrough: true }) res: Response): Promise<HealthCheckResult> {
    try {
      return await this.health.check([
        () => this.database.pingCheck('database', { timeout: 2000 }),
        () => this.processorLag(),
      ]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      res.status(503);
      return error.getResponse() as HealthCheckResult;
    }
  }

  private async processorLag() {
    const limit = this.settings.READY_MAX_PROCESSOR_LAG_SECONDS;
    const session = this.indicators.check('processors');
    const lags = await this.processors.lag().catch(() => undefined);
    if (!lags) return session.down({ message: 'could not read the processors checkpoints' });
    const details = Object.fromEntries(
      lags.map((lag) => [lag.processor, { lag_events: lag.events, lag_seconds: Math.round(lag.seconds * 1000) / 1000 }]),
    );
    const behind = limit > 0 ? lags.filter((lag) => lag.seconds > limit).map((lag) => lag.processor) : [];
    return behind.length > 0
      ? session.down({ ...details, message: `behind by more than ${limit} s: ${behind.join(', ')}` })
      : session.up(details);
  }
}
