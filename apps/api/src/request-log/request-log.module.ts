import { Module } from '@nestjs/common';
import { RequestLogController } from './request-log.controller';

/** `GET /admin/requests`: this replica's request log (the log itself is `RequestLog`, @platform/http). */
@Module({ controllers: [RequestLogController] })
export class RequestLogModule {}
