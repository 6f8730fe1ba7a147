import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped, Beta } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type EntityData, EntityHistoryRegistry, EventStore, inTransaction, isStoredHistory } from '@platform/event-store';
import { AdsError, AdsParams, AdsResponse, adsPaths, decodeCursor } from '@platform/http';
import { HISTORY_TABLES } from '../../processors/account-history.processor';
import { HISTORY_CURSOR, type HistoryQuery, historyPage, type StoredEntry, storedHistoryPage } from './account-history';
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
    @InjectDataSource() private readonly db: DataSource,
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
    const entries = `SELECT stream_position::integer AS position, entry FROM ${HISTORY_TABLES.entries}
      WHERE stream_id = $1 AND account_id = $2 AND recorded_at >= $3 AND recorded_at < $4
        AND stream_position > $5 AND ($6::text IS NULL OR user_id = $6)
      ORDER BY stream_position LIMIT $7`;
    const params = [streamId, accountId, start, end, after ?? 0, p.user_id ?? null, p.count + 1];
    // Normally the processor has read every event of the stream (its head is the stream's version):
    // one statement, one snapshot, answers the stored entries as they are.
    const caughtUp = await this.db.query<Array<{ head: string | null; version: string | null; position: number | null; entry: string | null }>>(
      `SELECT h.stream_position AS head, s.version, e.position, e.entry
       FROM (SELECT 1) AS one
       LEFT JOIN ${HISTORY_TABLES.heads} h ON h.stream_id = $1
       LEFT JOIN event_store.streams s ON s.stream_id = $1
       LEFT JOIN LATERAL (${entries}) e ON true`,
      params,
    );
    const first = caughtUp[0];
    if (first.version === null || (first.head !== null && Number(first.version) <= Number(first.head))) {
      const stored = caughtUp.flatMap(({ position, entry }): StoredEntry[] => (entry === null ? [] : [{ position: position!, entry }]));
      return AdsResponse.page(storedHistoryPage(descriptor, stored, { entity: undefined }, [], query));
    }
    // Events the processor has not read yet: the entries, the head and the events after it, in one snapshot.
    const { stored, head, events } = await inTransaction(
      this.db,
      async (sql) => {
        const { rows: heads } = await sql.query<{ stream_position: string; entity: string | null }>(
          `SELECT stream_position, entity FROM ${HISTORY_TABLES.heads} WHERE stream_id = $1`,
          [streamId],
        );
        const { rows } = await sql.query<StoredEntry>(entries, params);
        const position = heads.length ? Number(heads[0].stream_position) : 0;
        const events = await this.store.readStreamWhere(streamId, { accountId, recordedBefore: end, afterPosition: position }, sql);
        return { stored: rows, head: { entity: heads[0]?.entity ? (JSON.parse(heads[0].entity) as EntityData) : undefined }, events };
      },
      'REPEATABLE READ',
    );
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
