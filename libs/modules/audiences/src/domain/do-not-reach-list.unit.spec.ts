import type { DomainEvent } from '@platform/ddd';
import { deciderSpec } from '@platform/testing';
import { DO_NOT_REACH_LIST_NAME, doNotReachListDecider } from './do-not-reach-list';

const spec = deciderSpec(doNotReachListDecider as unknown as Parameters<typeof deciderSpec<object, object, DomainEvent>>[0]);
const owner = { environment: 'production' as const, accountId: 'acc1' };
const base = { ...owner, id: 'dnr1' };
const create = { ...base, type: 'CreateDoNotReachList', fields: { name: DO_NOT_REACH_LIST_NAME, description: 'Existing customers' }, now: 't0' };
const operations = [{ type: 'Update', users: [{ email: ['b'.repeat(64)] }], effectiveAt: 't1', expiresAt: 't9' }];
const changeUsers = (accountId = 'acc1', now = 't1') => ({ ...base, accountId, type: 'ChangeDoNotReachListUsers', operations, now });
const recordSize = (size: number, usersVersion?: number) => ({ ...base, accountId: '', type: 'RecordDoNotReachListSize', size, usersVersion, now: 't5' });
const remove = { ...base, type: 'DeleteDoNotReachList', now: 't9' };

describe('a do-not-reach list', () => {
  const created = spec.given([]).when(create).thenEvents();

  it('is created with no users yet: no size, waiting for its first count and too small to target', () => {
    expect(created).toEqual([
      {
        type: 'audiences.DoNotReachListCreated',
        data: {
          ...owner,
          doNotReachList: {
            id: 'dnr1',
            name: 'Do Not Reach List',
            description: 'Existing customers',
            targetable: false,
            reasons_not_targetable: ['PROCESSING', 'TOO_SMALL'],
            list_size: null,
            created_at: 't0',
            updated_at: 't0',
            deleted: false,
          },
        },
      },
    ]);
  });

  it('records a users change under its own names, numbered, and makes the list PROCESSING', () => {
    spec
      .given(created)
      .when(changeUsers())
      .then([
        { type: 'audiences.DoNotReachListUsersChanged', data: { ...owner, doNotReachListId: 'dnr1', version: 1, changedBy: 'acc1', operations } },
        {
          type: 'audiences.DoNotReachListUpdated',
          data: { ...owner, doNotReachListId: 'dnr1', changes: { reasons_not_targetable: { old: ['PROCESSING', 'TOO_SMALL'], new: ['PROCESSING'] } }, updatedAt: 't1' },
        },
      ]);
  });

  it('shows the size counted for its latest change in list_size', () => {
    const changed = spec.given(created).when(changeUsers()).thenEvents();
    const counted = spec.given([...created, ...changed]).when(recordSize(250, 1)).thenEvents();
    expect(counted).toEqual([{ type: 'audiences.DoNotReachListSizeRecorded', data: { ...owner, doNotReachListId: 'dnr1', size: 250, usersVersion: 1, countedAt: 't5' } }]);
    const state = [...created, ...changed, ...counted].reduce(doNotReachListDecider.evolve as never, doNotReachListDecider.initialState()) as { entity: object };
    expect(state.entity).toMatchObject({ list_size: 250, targetable: true, reasons_not_targetable: [], updated_at: 't5' });
  });

  it('takes users from its own account only: another account’s change is not found, as there is no sharing', () => {
    spec.given(created).when(changeUsers('acc2')).thenThrows({ kind: 'not_found', parameter: 'do_not_reach_list_id' });
  });

  it('is deleted once; then its users cannot change, a count changes nothing, and it is not found', () => {
    const deleted = spec.given(created).when(remove).thenEvents();
    expect(deleted).toEqual([{ type: 'audiences.DoNotReachListDeleted', data: { ...owner, doNotReachListId: 'dnr1', deletedAt: 't9' } }]);
    spec.given([...created, ...deleted]).when(changeUsers()).thenThrows({ kind: 'not_found', parameter: 'do_not_reach_list_id' });
    spec.given([...created, ...deleted]).when(recordSize(10)).then([]);
    spec.given([...created, ...deleted]).when(remove).thenThrows({ kind: 'not_found', parameter: 'do_not_reach_list_id' });
  });

  it('is created once', () => {
    spec.given(created).when(create).thenThrows({ kind: 'conflict' });
  });
});
