import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { map, type Observable } from 'rxjs';
import type { Page } from './cursor';
import { requestParams } from './request-params';

/**
 * What an ads controller returns; the interceptor wraps it in the ads envelope
 * `{request: {params}, data, next_cursor?, total_count?}`.
 */
export class AdsResponse<T = unknown> {
  constructor(
    readonly data: T,
    readonly page?: { next_cursor: string | null; total_count?: number },
  ) {}

  static of<T>(data: T): AdsResponse<T> {
    return new AdsResponse(data);
  }

  static page<T>(page: Page<T>): AdsResponse<T[]> {
    return new AdsResponse(page.data, { next_cursor: page.next_cursor, total_count: page.total_count });
  }
}

@Injectable()
export class AdsEnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((result: unknown) => {
        if (!(result instanceof AdsResponse)) return result;
        const req = context.switchToHttp().getRequest<Request>();
        const body: Record<string, unknown> = { request: { params: requestParams(req) } };
        if (result.page) {
          if (result.page.total_count !== undefined) body.total_count = result.page.total_count;
          body.next_cursor = result.page.next_cursor;
        }
        body.data = result.data;
        return body;
      }),
    );
  }
}
