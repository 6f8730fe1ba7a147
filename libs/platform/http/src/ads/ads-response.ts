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
    /** The `request` member when it is not `{params}` (a batch echoes each operation). */
    readonly request?: unknown,
  ) {}

  static of<T>(data: T): AdsResponse<T> {
    return new AdsResponse(data);
  }

  /** A batch's answer: `request` echoes each operation as the batch endpoints do. */
  static batch<T>(data: T, request: unknown): AdsResponse<T> {
    return new AdsResponse(data, undefined, request);
  }

  /** An answer whose `request.params` echoes the parameters as the server settled them (defaults filled in, normalised). */
  static settled<T>(data: T, params: Record<string, unknown>): AdsResponse<T> {
    return new AdsResponse(data, undefined, { params });
  }

  static page<T>(page: Page<T>): AdsResponse<T[]> {
    return new AdsResponse(page.data, { next_cursor: page.next_cursor, total_count: page.total_count });
  }
}

/** The JSON texts of data made of RawJson (one, or a non-empty list), or undefined for ordinary data. */
function rawData(data: unknown): { texts: string[]; list: boolean } | undefined {
  if (data instanceof RawJson) return { texts: [data.json], list: false };
  if (!Array.isArray(data) || data.length === 0) return undefined;
  const texts: string[] = new Array(data.length);
  for (let i = 0; i < data.length; i++) {
    const item: unknown = data[i];
    if (!(item instanceof RawJson)) return undefined;
    texts[i] = item.json;
  }
  return { texts, list: true };
}

/**
 * `head` then the texts (as a JSON list when `list`) then `}`, encoded in
 * UTF-8 straight into one buffer: no joined copy of a page of entities.
 */
function spliced(head: string, { texts, list }: { texts: string[]; list: boolean }): Buffer {
  let length = Buffer.byteLength(head) + 1 + (list ? texts.length + 1 : 0);
  for (const text of texts) length += Buffer.byteLength(text);
  const out = Buffer.allocUnsafe(length);
  let at = out.write(head);
  if (list) out[at++] = 0x5b; // [
  for (let i = 0; i < texts.length; i++) {
    if (i > 0) out[at++] = 0x2c; // ,
    at += out.write(texts[i], at);
  }
  if (list) out[at++] = 0x5d; // ]
  out[at++] = 0x7d; // }
  return out;
}

/**
 * The ads envelope of a controller's AdsResponse: `{request: {params}, data,
 * next_cursor?, total_count?}`, as an object for express to serialise, or as
 * the JSON bytes (content type set) when the data is RawJson.
 */
export function renderAdsResponse(result: AdsResponse, res: Response): unknown {
  const body: Record<string, unknown> = { request: result.request ?? { params: requestParams(res.req) } };
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
  return spliced(`${JSON.stringify(body).slice(0, -1)},"data":`, raw);
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
    if (!Buffer.isBuffer(rendered)) {
      if (response.getHeader('Content-Type') !== undefined) return super.reply(response, rendered, statusCode);
      // what express's res.json sends (the app sets no JSON replacer, spaces or escaping), its content
      // type set as res.json leaves it, so that send does not parse and rewrite it
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      if (statusCode) response.status(statusCode);
      return response.send(Buffer.from(JSON.stringify(rendered)));
    }
    // JSON goes out as the bytes express would make of the text; as bytes, send does not parse and
    // rewrite the content type already set
    if (statusCode) response.status(statusCode);
    return response.send(rendered);
  }
}
