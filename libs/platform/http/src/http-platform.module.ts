import { Global, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ApiExceptionFilter } from './errors/api-exception.filter';
import { OpenStreams } from './open-streams';
import { RequestLog } from './request-log/request-log';
import { AdsRateCounter } from './rate-limit/ads-rate-counter';
import { PlatformRateCounter } from './rate-limit/platform-rate-counter';
import { RateLimitWindows } from './rate-limit/rate-limit-windows';

/**
 * The global filter every route goes through (the ads envelope is the HTTP
 * adapter's: AdsExpressAdapter), the ads API's rate limits, the registry
 * of open streams shutdown ends, and this replica's request log.
 */
@Global()
@Module({
  providers: [
    ApiExceptionFilter,
    { provide: APP_FILTER, useExisting: ApiExceptionFilter },
    OpenStreams,
    RateLimitWindows,
    AdsRateCounter,
    PlatformRateCounter,
    RequestLog,
  ],
  exports: [ApiExceptionFilter, OpenStreams, AdsRateCounter, PlatformRateCounter, RequestLog],
})
export class HttpPlatformModule {}
