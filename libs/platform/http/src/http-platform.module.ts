import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { AdsEnvelopeInterceptor } from './ads/ads-response';
import { ApiExceptionFilter } from './errors/api-exception.filter';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';

/** The global filter, envelope interceptor and rate-limit guard every route goes through. */
@Global()
@Module({
  providers: [
    ApiExceptionFilter,
    { provide: APP_FILTER, useExisting: ApiExceptionFilter },
    { provide: APP_INTERCEPTOR, useClass: AdsEnvelopeInterceptor },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [ApiExceptionFilter],
})
export class HttpPlatformModule {}
