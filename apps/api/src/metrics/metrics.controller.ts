import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '@platform/auth';
import { Metrics } from '@platform/metrics';

/** Prometheus scrape endpoint; unauthenticated like /health (README: "Metrics"). */
@ApiTags('operations')
@Public()
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: 'The Prometheus text exposition format.', content: { 'text/plain': {} } })
  async scrape(@Res() res: Response): Promise<void> {
    const body = await this.metrics.render();
    res.status(200).setHeader('content-type', this.metrics.contentType);
    res.end(body);
  }
}
