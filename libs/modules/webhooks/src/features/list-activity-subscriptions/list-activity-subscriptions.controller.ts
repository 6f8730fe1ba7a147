import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Authenticated, CallingApp } from '@platform/auth';
import { ProblemError } from '@platform/http';
import { type ActivitySubscriptionView, ActivitySubscriptionsReadModel } from '../../projections/activity-subscriptions.read-model';
import { ListActivitySubscriptionsQuery } from './list-activity-subscriptions.request';

interface ListResponse {
  data: ActivitySubscriptionView[];
  meta: { result_count: number; total_subscriptions: number; next_token?: string };
}

@ApiTags('activity')
@ApiBearerAuth('bearer')
@Controller('2/activity/subscriptions')
export class ListActivitySubscriptionsController {
  constructor(private readonly subscriptions: ActivitySubscriptionsReadModel) {}

  /** The calling app's subscriptions, oldest first, `max_results` (1–1000, default 100) at a time. */
  @Get()
  @Authenticated(['bearer', 'oauth1'])
  async list(@CallingApp() appId: string, @Query() query: ListActivitySubscriptionsQuery): Promise<ListResponse> {
    const limit = query.max_results;
    const afterId = query.pagination_token === undefined ? undefined : decodeToken(query.pagination_token);
    const rows = await this.subscriptions.page(appId, limit + 1, afterId);
    const data = rows.slice(0, limit);
    const total = await this.subscriptions.countForApp(appId);
    const meta: ListResponse['meta'] = { result_count: data.length, total_subscriptions: total };
    if (rows.length > limit) meta.next_token = encodeToken(data[data.length - 1].subscription_id);
    // an empty list is `data: []` with a zero count, as the docs' examples show it
    return { data, meta };
  }
}

/** Pagination tokens are base32hex (RFC 4648, no padding) of the last id seen, as long as the platform's. */
const BASE32HEX = '0123456789ABCDEFGHIJKLMNOPQRSTUV';

function encodeToken(id: string): string {
  let bits = '';
  for (const byte of Buffer.from(id, 'utf8')) bits += byte.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i < bits.length; i += 5) out += BASE32HEX[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return out.padEnd(16, '0');
}

function decodeToken(token: string): string {
  const invalid = () =>
    ProblemError.invalidParameter('pagination_token', token, `The \`pagination_token\` query parameter value [${token}] is not valid`);
  if (token.length < 16 || !/^[0-9A-V]+$/.test(token)) throw invalid();
  let bits = '';
  for (const ch of token) bits += BASE32HEX.indexOf(ch).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  const id = Buffer.from(bytes).toString('utf8').replace(/\0+$/, '');
  if (!/^[0-9]{1,19}$/.test(id)) throw invalid();
  return id;
}
