import { Global, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ApiExceptionFilter } from './errors/api-exception.filter';

/** The global filter every route goes through (the ads envelope is the HTTP adapter's: AdsExpressAdapter). */
@Global()
@Module({
  providers: [
    ApiExceptionFilter,
    { provide: APP_FILTER, useExisting: ApiExceptionFilter },
  ],
  exports: [ApiExceptionFilter],
})
export class HttpPlatformModule {}
