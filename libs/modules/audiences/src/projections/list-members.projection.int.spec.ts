import type { DomainEvent } from '@platform/ddd';
import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import type { AudienceUser, UsersOperation } from '../domain/audience-users';
import { customAudienceDecider } from '../domain/custom-audience';
import { doNotReachListDecider } from '../domain/do-not-reach-list';
import { listMembersProjection } from './list-members.projection';

const hash = (c: string) => c.repeat(64);
const base = { environment: 'sandbox' as const, accountId: 'acc-lm-spec', id: 'list-lm-spec' };
const window = { effectiveAt: '2026-01-01T00:00:00Z', expiresAt: '2027-01-01T00:00:00Z' };
const update = (users: AudienceUser[], w = window): UsersOperation => ({ type: 'Update', users, ...w });
const remove = (users: AudienceUser[]): UsersOperation => ({ type: 'Delete', users, ...window });
const change = (...operations: UsersOperation[]) => ({ ...base, type: 'ChangeCustomAudienceUsers', operations, now: '2026-01-02T00:00:00Z' });
const audience = (...commands: object[]) =>
  historyOf(customAudienceDecider as never, [{ ...base, type: 'CreateCustomAudience', fields: { name: 'CRM', description: null }, now: 't0' }, ...commands] as never[]) as DomainEvent[];

describe('the list members projection', () => {
  const db = testDatabase();
  const members = (events: DomainEvent[]) =>
    projectionSpec(listMembersProjection, db())
      .givenStreams(events)
      .thenRows<{ list_type: string; kind: string; value: string; user_key: string; effective_at: Date; expires_at: Date }>(
        `SELECT list_type, kind, value, user_key, effective_at, expires_at FROM audiences.list_members WHERE environment = $1 AND list_id = $2 ORDER BY kind, value`,
        [base.environment, base.id],
      );

  it('keeps one row per identifier, keyed to the user’s first identifier, in the operation’s window', async () => {
    const rows = await members(audience(change(update([{ email: [hash('a')], phone_number: [hash('b')] }, { device_id: [hash('c')] }]))));
    expect(rows).toEqual([
      { list_type: 'custom_audience', kind: 'device_id', value: hash('c'), user_key: `device_id:${hash('c')}`, effective_at: new Date(window.effectiveAt), expires_at: new Date(window.expiresAt) },
      { list_type: 'custom_audience', kind: 'email', value: hash('a'), user_key: `email:${hash('a')}`, effective_at: new Date(window.effectiveAt), expires_at: new Date(window.expiresAt) },
      { list_type: 'custom_audience', kind: 'phone_number', value: hash('b'), user_key: `email:${hash('a')}`, effective_at: new Date(window.effectiveAt), expires_at: new Date(window.expiresAt) },
    ]);
  });

  it('renews the window of an identifier given again', async () => {
    const renewed = { effectiveAt: '2026-06-01T00:00:00Z', expiresAt: '2028-01-01T00:00:00Z' };
    const rows = await members(audience(change(update([{ email: [hash('a')] }])), change(update([{ email: [hash('a')] }], renewed))));
    expect(rows).toEqual([expect.objectContaining({ value: hash('a'), effective_at: new Date(renewed.effectiveAt), expires_at: new Date(renewed.expiresAt) })]);
  });

  it('removes every identifier of a user one of its identifiers names', async () => {
    const rows = await members(audience(change(update([{ email: [hash('a')], phone_number: [hash('b')] }, { email: [hash('d')] }])), change(remove([{ phone_number: [hash('b')] }]))));
    expect(rows.map((r) => r.value)).toEqual([hash('d')]);
  });

  it('applies the operations of one change in their order', async () => {
    const user = { email: [hash('e')] };
    expect(await members(audience(change(update([user]), remove([user]))))).toEqual([]);
    expect((await members(audience(change(remove([user]), update([user]))))).map((r) => r.value)).toEqual([hash('e')]);
  });

  it('empties a deleted list', async () => {
    expect(await members(audience(change(update([{ email: [hash('a')] }])), { ...base, type: 'DeleteCustomAudience', now: 't9' }))).toEqual([]);
  });

  it('keeps a do-not-reach list’s members as its own kind of list', async () => {
    const events = historyOf(doNotReachListDecider as never, [
      { ...base, type: 'CreateDoNotReachList', fields: { name: 'Do Not Reach List', description: null }, now: 't0' },
      { ...change(update([{ email: [hash('f')] }])), type: 'ChangeDoNotReachListUsers' },
    ] as never[]) as DomainEvent[];
    expect(await members(events)).toEqual([expect.objectContaining({ list_type: 'do_not_reach_list', value: hash('f') })]);
  });

  it('empties a deleted do-not-reach list, and only that list', async () => {
    const other = { ...base, id: 'list-lm-spec-other' };
    const list = (at: typeof base, ...commands: object[]) =>
      historyOf(doNotReachListDecider as never, [
        { ...at, type: 'CreateDoNotReachList', fields: { name: 'Do Not Reach List', description: null }, now: 't0' },
        { ...at, type: 'ChangeDoNotReachListUsers', operations: [update([{ email: [hash('g')] }])], now: 't1' },
        ...commands,
      ] as never[]) as DomainEvent[];
    const events = [...list(base, { ...base, type: 'DeleteDoNotReachList', now: 't9' }), ...list(other)];
    expect(events.map((e) => e.type)).toContain('audiences.DoNotReachListDeleted');
    expect(await members(events)).toEqual([]);
    const kept = await projectionSpec(listMembersProjection, db())
      .givenStreams(events)
      .thenRows(`SELECT list_id, value FROM audiences.list_members WHERE environment = $1 AND list_id = $2`, [other.environment, other.id]);
    expect(kept).toEqual([{ list_id: other.id, value: hash('g') }]);
  });
});
