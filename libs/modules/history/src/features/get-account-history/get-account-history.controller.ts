import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped, Beta } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { EntityHistoryRegistry, EventStore } from '@platform/event-store';
import { AdsError, AdsParams, AdsResponse, adsPaths, decodeCursor } from '@platform/http';
import { HISTORY_CURSOR, historyPage } from './account-history';
import { GetAccountHistoryRequest, parseHistoryTime } from './get-account-history.request';

/**
 * GET /12/accounts/:account_id/account_history: the changes made to one
 * entity of the account, read from the entity's own event stream through the
 * history descriptor its module registered. An entity type no module describes
 * yet has no history to show: an empty list.
 */
@ApiTags('ads: account history')
@Beta('account_history')
@Controller(adsPaths('accounts/:account_id/account_history'))
export class GetAccountHistoryController {
  constructor(
    private readonly store: EventStore,
    private readonly descriptors: EntityHistoryRegistry,
  ) {}

  @Get()
  @AccountScoped()
  async get(@Param('account_id') accountId: string, @AdsParams(GetAccountHistoryRequest) p: GetAccountHistoryRequest) {
    const start = parseHistoryTime(p.start_time);
    const end = parseHistoryTime(p.end_time);
    if (end.getTime() <= start.getTime()) {
      throw new AdsError(400, 'INVALID_PARAMETER', 'end_time must be after start_time', 'end_time');
    }
    const after = p.cursor === undefined ? undefined : streamPositionOf(p.cursor);
    const descriptor = this.descriptors.get(p.entity_type);
    if (!descriptor) return AdsResponse.page({ data: [], next_cursor: null });
    // the stream of this environment, and only if the entity is this account's
    const events = await this.store.readStreamWhere(descriptor.streamId(requestContext.environment(), p.entity_id), {
      accountId,
      recordedBefore: end,
    });
    return AdsResponse.page(
      historyPage(descriptor, events, { entityId: p.entity_id, start, end, userId: p.user_id, count: p.count, after }),
    );
  }
}

function streamPositionOf(cursor: string): number {
  const [position, ...rest] = decodeCursor(cursor, HISTORY_CURSOR);
  if (rest.length > 0 || typeof position !== 'number' || !Number.isSafeInteger(position) || position < 1) {
    throw new AdsError(400, 'INVALID_PARAMETER', `Invalid cursor: ${cursor}`, 'cursor');
  }
  return position;
}
