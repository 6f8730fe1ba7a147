import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';
import type { Page } from './cursor';
import { requestParams } from './request-params';

/** An entity already serialised (as stored): passed into the answer as it is. */
export class RawJson {
  constructor(readonly json: string) {}
}

/**
 * What an ads controller returns; the HTTP adapter wraps it in the ads envelope
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

/** The JSON text of data made of RawJson (one, or a list), or undefined for ordinary data. */
function rawData(data: unknown): string | undefined {
  if (data instanceof RawJson) return data.json;
  if (Array.isArray(data) && data.length > 0 && data.every((item) => item instanceof RawJson)) {
    return `[${data.map((item: RawJson) => item.json).join(',')}]`;
  }
  return undefined;
}

/**
 * The ads envelope of a controller's AdsResponse: `{request: {params}, data,
 * next_cursor?, total_count?}`, as an object for express to serialise, or as
 * JSON text (content type set) when the data is RawJson.
 */
export function renderAdsResponse(result: AdsResponse, res: Response): unknown {
  const body: Record<string, unknown> = { request: { params: requestParams(res.req) } };
  if (result.page) {
    if (result.page.total_count !== undefined) body.total_count = result.page.total_count;
    body.next_cursor = result.page.next_cursor;
  }
  const raw = rawData(result.data);
  if (raw === undefined) {
    body.data = result.data;
    return body;
  }
  // entities stored as JSON go out as stored: splice them in rather than parse and serialise them again
  res.type('application/json; charset=utf-8');
  return `${JSON.stringify(body).slice(0, -1)},"data":${raw}}`;
}

/**
 * The express adapter, answering AdsResponse results in the ads envelope where
 * Nest writes every result. (An interceptor would do the same at the cost of
 * an observable pipeline around every request of the application.)
 */
export class AdsExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!(body instanceof AdsResponse)) return super.reply(response, body, statusCode);
    const rendered = renderAdsResponse(body, response);
    if (typeof rendered !== 'string') return super.reply(response, rendered, statusCode);
    // JSON text goes out as the bytes express would make of it (it encodes strings to hash them for the
    // ETag anyway); as bytes, it does not parse and rewrite the content type already set
    if (statusCode) response.status(statusCode);
    return response.send(Buffer.from(rendered, 'utf8'));
  }
}
