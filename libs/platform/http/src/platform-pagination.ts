import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { ProblemError } from './errors/api-errors';
import { Omittable } from './validation';

/** A decimal integer string becomes its number; anything else stays as given, and is refused. */
const toInteger = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : value);

/**
 * A platform list's page: `max_results` (`min`–`max`, `byDefault` when not
 * given, as each list's docs give them) and the `pagination_token` a previous page
 * answered as `meta.next_token`.
 */
export function platformPageQuery(min: number, max: number, byDefault = max) {
  const range = { message: `The \`max_results\` query parameter is not between ${min} and ${max}` };
  class PageQuery {
    @ApiPropertyOptional({ minimum: min, maximum: max, default: byDefault })
    @Omittable()
    @Transform(toInteger)
    @IsInt(range)
    @Min(min, range)
    @Max(max, range)
    max_results: number = byDefault;

    @ApiPropertyOptional({ description: 'next_token of the previous page' })
    @Omittable()
    @IsString({ message: 'The `pagination_token` query parameter is not valid' })
    pagination_token?: string;
  }
  return PageQuery;
}

/** The page most platform lists take: 1 to 1000, 100 by default. */
export class PlatformPageQuery extends platformPageQuery(1, 1000, 100) {}

/**
 * Pagination tokens are base32hex (RFC 4648, no padding) of the last position
 * seen, a decimal number, at least as long as the platform's (16 characters).
 * A token that decodes to no such number is a 400 naming `pagination_token`;
 * a made-up one only names another place in the same list.
 */
const BASE32HEX = '0123456789ABCDEFGHIJKLMNOPQRSTUV';

export function encodePaginationToken(position: string): string {
  let bits = '';
  for (const byte of Buffer.from(position, 'utf8')) bits += byte.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i < bits.length; i += 5) out += BASE32HEX[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return out.padEnd(16, '0');
}

export function decodePaginationToken(token: string): string;
export function decodePaginationToken(token: string | undefined): string | undefined;
export function decodePaginationToken(token: string | undefined): string | undefined {
  if (token === undefined) return undefined;
  const invalid = () =>
    ProblemError.invalidParameter('pagination_token', token, `The \`pagination_token\` query parameter value [${token}] is not valid`);
  if (token.length < 16 || token.length > 64 || !/^[0-9A-V]+$/.test(token)) throw invalid();
  let bits = '';
  for (const ch of token) bits += BASE32HEX.indexOf(ch).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  const position = Buffer.from(bytes).toString('utf8').replace(/\0+$/, '');
  if (!/^[0-9]{1,19}$/.test(position)) throw invalid();
  return position;
}

/** A platform list's answer: `data` when there is any, `meta.result_count`, and `meta.next_token` while there is more. */
export interface PlatformList<T> {
  data?: T[];
  meta: { result_count: number; next_token?: string };
}

/**
 * The answer for a page read as `limit + 1` rows in list order (the extra row
 * only tells that there is more): the token names the last row shown. An
 * empty page is only `meta`, as the platform's relationship and like lists
 * answer it.
 */
export function platformList<T>(rows: ReadonlyArray<{ position: string }>, limit: number, data: T[]): PlatformList<T> {
  const meta: PlatformList<T>['meta'] = { result_count: data.length };
  if (rows.length > limit) meta.next_token = encodePaginationToken(rows[limit - 1].position);
  return data.length > 0 ? { data, meta } : { meta };
}
