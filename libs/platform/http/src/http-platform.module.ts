import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { ApiExceptionFilter } from './errors/api-exception.filter';
import { OpenStreams } from './open-streams';
import { AdsRateLimitInterceptor } from './rate-limit/ads-rate-limit.interceptor';
import { PlatformRateLimitInterceptor } from './rate-limit/platform-rate-limit.interceptor';
import { RateLimitWindows } from './rate-limit/rate-limit-windows';

/**
 * The global filter every route goes through (the ads envelope is the HTTP
 * adapter's: AdsExpressAdapter), the ads API's rate limits, and the registry
 * of open streams shutdown ends.
 */
@Global()
@Module({
  providers: [
    ApiExceptionFilter,
    { provide: APP_FILTER, useExisting: ApiExceptionFilter },
    OpenStreams,
    RateLimitWindows,
    { provide: APP_INTERCEPTOR, useClass: AdsRateLimitInterceptor },
    { provide: APP_INTERCEPTOR, useClass: PlatformRateLimitInterceptor },
  ],
  exports: [ApiExceptionFilter, OpenStreams],
})
export class HttpPlatformModule {}
