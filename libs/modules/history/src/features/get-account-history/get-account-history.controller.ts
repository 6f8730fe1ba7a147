import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped, Beta } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { EntityHistoryRegistry, EventStore, isStoredHistory } from '@platform/event-store';
import { AdsError, AdsParams, AdsResponse, adsPaths, decodeCursor } from '@platform/http';
import { AccountHistoryEntries } from '../../projections/account-history-entries';
import { HISTORY_CURSOR, type HistoryQuery, historyPage, storedHistoryPage } from './account-history';
import { GetAccountHistoryRequest, parseHistoryTime } from './get-account-history.request';

/**
 * GET /12/accounts/:account_id/account_history: the changes made to one
 * entity of the account, through the history descriptor its module
 * registered. Where the history processor stores the entity's entries, they
 * are answered as stored, with the few events after the processor's head
 * folded on top, all read in one snapshot (a change shows at once); otherwise
 * the entity's whole stream is folded. An entity type no module describes yet
 * has no history to show: an empty list.
 */
@ApiTags('ads: account history')
@Beta('account_history')
@Controller(adsPaths('accounts/:account_id/account_history'))
export class GetAccountHistoryController {
  constructor(
    private readonly store: EventStore,
    private readonly descriptors: EntityHistoryRegistry,
    private readonly entries: AccountHistoryEntries,
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
    const streamId = descriptor.streamId(requestContext.environment(), p.entity_id);
    const query: HistoryQuery = { entityId: p.entity_id, start, end, userId: p.user_id, count: p.count, after };
    if (!isStoredHistory(descriptor)) {
      const events = await this.store.readStreamWhere(streamId, { accountId, recordedBefore: end });
      return AdsResponse.page(historyPage(descriptor, events, query));
    }
    const { stored, head, after: events } = await this.entries.read({ ...query, streamId, accountId, limit: query.count + 1 });
    return AdsResponse.page(storedHistoryPage(descriptor, stored, head, events, query));
  }
}

function streamPositionOf(cursor: string): number {
  const [position, ...rest] = decodeCursor(cursor, HISTORY_CURSOR);
  if (rest.length > 0 || typeof position !== 'number' || !Number.isSafeInteger(position) || position < 1) {
    throw new AdsError(400, 'INVALID_PARAMETER', `Invalid cursor: ${cursor}`, 'cursor');
  }
  return position;
}
