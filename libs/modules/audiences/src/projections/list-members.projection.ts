import type { Environment } from '@platform/ddd';
import type { InlineProjection, RecordedEvent, Sql } from '@platform/event-store';
import { IDENTIFIER_KINDS, type UsersOperation } from '../domain/audience-users';

/** The events that change a list's users, and the list's id member in them. */
const USERS_CHANGED: Record<string, { id: string; listType: ListType }> = {
  'audiences.CustomAudienceUsersChanged': { id: 'customAudienceId', listType: 'custom_audience' },
  'audiences.DoNotReachListUsersChanged': { id: 'doNotReachListId', listType: 'do_not_reach_list' },
};
const LIST_DELETED: Record<string, string> = {
  'audiences.CustomAudienceDeleted': 'customAudienceId',
  'audiences.DoNotReachListDeleted': 'doNotReachListId',
};

/**
 * Who is on each custom audience and do-not-reach list, until when: one row
 * per identifier, keyed to the user it was given for (the user's first
 * identifier). An `Update` adds each identifier or renews its window; a
 * `Delete` removes every user one of its identifiers matches. Operations
 * apply in request order (runs of one kind in one statement each).
 */
export const listMembersProjection: InlineProjection = {
  name: 'audiences.list_members',
  tables: ['audiences.list_members'],
  handles: [...Object.keys(USERS_CHANGED), ...Object.keys(LIST_DELETED)],
  async apply(event: RecordedEvent, sql: Sql) {
    const data = event.data as { environment: Environment; operations?: UsersOperation[] } & Record<string, string>;
    if (LIST_DELETED[event.type]) {
      await sql.query(`DELETE FROM audiences.list_members WHERE environment = $1 AND list_id = $2`, [
        data.environment,
        data[LIST_DELETED[event.type]],
      ]);
      return;
    }
    const { id, listType } = USERS_CHANGED[event.type];
    const listId = data[id];
    for (const run of runsOfOneKind(data.operations ?? [])) {
      if (run.type === 'Update') await update(sql, data.environment, listId, listType, run.operations);
      else await remove(sql, data.environment, listId, run.operations);
    }
  },
};

function runsOfOneKind(operations: UsersOperation[]): Array<{ type: UsersOperation['type']; operations: UsersOperation[] }> {
  const runs: Array<{ type: UsersOperation['type']; operations: UsersOperation[] }> = [];
  for (const operation of operations) {
    const last = runs[runs.length - 1];
    if (last?.type === operation.type) last.operations.push(operation);
    else runs.push({ type: operation.type, operations: [operation] });
  }
  return runs;
}

/** Which kind of list a member row belongs to (the size processor records sizes on its stream). */
export type ListType = 'custom_audience' | 'do_not_reach_list';

async function update(sql: Sql, environment: Environment, listId: string, listType: ListType, operations: UsersOperation[]): Promise<void> {
  // one row per identifier; a later mention of an identifier wins, as it would applied one by one
  const rows = new Map<string, [string, string, string, string, string]>();
  for (const { users, effectiveAt, expiresAt } of operations) {
    for (const user of users) {
      const first = IDENTIFIER_KINDS.find((kind) => user[kind]?.length);
      if (!first) continue;
      const userKey = `${first}:${user[first]![0]}`;
      for (const kind of IDENTIFIER_KINDS) {
        for (const value of user[kind] ?? []) rows.set(`${kind}:${value}`, [kind, value, userKey, effectiveAt, expiresAt]);
      }
    }
  }
  if (rows.size === 0) return;
  const columns: string[][] = [[], [], [], [], []];
  for (const row of rows.values()) row.forEach((v, i) => columns[i].push(v));
  await sql.query(
    `INSERT INTO audiences.list_members (environment, list_id, list_type, kind, value, user_key, effective_at, expires_at)
     SELECT $1, $2, $3, k, v, u, e::timestamptz, x::timestamptz FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) AS t(k, v, u, e, x)
     ON CONFLICT (environment, list_id, kind, value)
     DO UPDATE SET user_key = excluded.user_key, effective_at = excluded.effective_at, expires_at = excluded.expires_at`,
    [environment, listId, listType, ...columns],
  );
}

async function remove(sql: Sql, environment: Environment, listId: string, operations: UsersOperation[]): Promise<void> {
  const kinds: string[] = [];
  const values: string[] = [];
  for (const { users } of operations) {
    for (const user of users) {
      for (const kind of IDENTIFIER_KINDS) {
        for (const value of user[kind] ?? []) {
          kinds.push(kind);
          values.push(value);
        }
      }
    }
  }
  await sql.query(
    `DELETE FROM audiences.list_members
      WHERE environment = $1 AND list_id = $2 AND user_key IN (
        SELECT m.user_key FROM audiences.list_members m JOIN unnest($3::text[], $4::text[]) AS t(k, v) ON m.kind = t.k AND m.value = t.v
         WHERE m.environment = $1 AND m.list_id = $2)`,
    [environment, listId, kinds, values],
  );
}
