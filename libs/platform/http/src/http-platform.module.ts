import { Global, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ApiExceptionFilter } from './errors/api-exception.filter';
import { OpenStreams } from './open-streams';

/**
 * The global filter every route goes through (the ads envelope is the HTTP
 * adapter's: AdsExpressAdapter), and the registry of open streams shutdown ends.
 */
@Global()
@Module({
  providers: [
    ApiExceptionFilter,
    { provide: APP_FILTER, useExisting: ApiExceptionFilter },
    OpenStreams,
  ],
  exports: [ApiExceptionFilter, OpenStreams],
})
export class HttpPlatformModule {}
