import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { AdsEnvelopeInterceptor } from './ads/ads-response';
import { ApiExceptionFilter } from './errors/api-exception.filter';

/** The global filter and envelope interceptor every route goes through. */
@Global()
@Module({
  providers: [
    ApiExceptionFilter,
    { provide: APP_FILTER, useExisting: ApiExceptionFilter },
    { provide: APP_INTERCEPTOR, useClass: AdsEnvelopeInterceptor },
  ],
  exports: [ApiExceptionFilter],
})
export class HttpPlatformModule {}
