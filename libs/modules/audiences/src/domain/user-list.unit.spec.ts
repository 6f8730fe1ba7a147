import type { DomainEvent } from '@platform/ddd';
import { deciderSpec } from '@platform/testing';
import { doNotReachListDecider } from './do-not-reach-list';
import { MIN_TARGETABLE_USERS, readOnly, targetability } from './user-list';

describe('whether a list of users is targetable', () => {
  it('is from the documented minimum of 100 users; below, it is TOO_SMALL', () => {
    expect(MIN_TARGETABLE_USERS).toBe(100);
    expect(targetability(100)).toEqual({ targetable: true, reasons_not_targetable: [] });
    expect(targetability(99)).toEqual({ targetable: false, reasons_not_targetable: ['TOO_SMALL'] });
    expect(targetability(0)).toEqual({ targetable: false, reasons_not_targetable: ['TOO_SMALL'] });
  });
});

describe('a list’s size', () => {
  // the do-not-reach list is a user list without more rules of its own
  const spec = deciderSpec(doNotReachListDecider as unknown as Parameters<typeof deciderSpec<object, object, DomainEvent>>[0]);
  const base = { environment: 'production' as const, accountId: 'acc1', id: 'l1' };
  const created = spec.given([]).when({ ...base, type: 'CreateDoNotReachList', fields: { name: 'L', description: null }, now: 't0' }).thenEvents();
  const operations = [{ type: 'Delete', users: [{ email: ['c'.repeat(64)] }], effectiveAt: 't1', expiresAt: 't9' }];
  const change = (now: string) => ({ ...base, type: 'ChangeDoNotReachListUsers', operations, now });
  const count = (size: number, usersVersion?: number) => ({ ...base, accountId: '', type: 'RecordDoNotReachListSize', size, usersVersion, now: 't8' });
  const changedOnce = [...created, ...spec.given(created).when(change('t1')).thenEvents()];
  /** The list as its events leave it. */
  const list = (events: readonly DomainEvent[]) => (events.reduce(doNotReachListDecider.evolve as never, doNotReachListDecider.initialState()) as { entity: object }).entity;

  it('is recorded as the count, a fact of its own, not as the members it changes', () => {
    spec
      .given(changedOnce)
      .when(count(120, 1))
      .then([
        {
          type: 'audiences.DoNotReachListSizeRecorded',
          data: { environment: 'production', accountId: 'acc1', doNotReachListId: 'l1', size: 120, usersVersion: 1, countedAt: 't8' },
        },
      ]);
  });

  it('stays unshown while the list never had a user, and shows 0 once it had some', () => {
    const none = spec.given(changedOnce).when(count(0, 1)).thenEvents();
    expect(list([...changedOnce, ...none])).toMatchObject({ list_size: null, reasons_not_targetable: ['TOO_SMALL'], updated_at: 't8' });
    const [some] = spec.given(changedOnce).when(count(120, 1)).thenEvents();
    const emptied = [...changedOnce, some, ...spec.given([...changedOnce, some]).when(change('t2')).thenEvents()];
    expect(list(emptied)).toMatchObject({ list_size: 120, reasons_not_targetable: ['PROCESSING'] });
    const zero = spec.given(emptied).when(count(0, 2)).thenEvents();
    expect(list([...emptied, ...zero])).toMatchObject({ list_size: 0, targetable: false, reasons_not_targetable: ['TOO_SMALL'] });
  });

  it('moves with memberships starting and expiring (a count without a version) once no change waits', () => {
    const [counted] = spec.given(changedOnce).when(count(150, 1)).thenEvents();
    const settled = [...changedOnce, counted];
    expect(list(settled)).toMatchObject({ list_size: 150, targetable: true, reasons_not_targetable: [] });
    const expired = spec.given(settled).when(count(90)).thenEvents();
    expect(expired[0].data).not.toHaveProperty('usersVersion');
    expect(list([...settled, ...expired])).toMatchObject({ list_size: 90, targetable: false, reasons_not_targetable: ['TOO_SMALL'] });
    // the same count again records nothing
    spec.given(settled).when(count(150)).then([]);
  });

  it('counts for a list that has no stream yet change nothing', () => {
    spec.given([]).when(count(100, 1)).then([]);
  });
});

describe('read-only access to a list', () => {
  it('is refused as forbidden, naming the account and the list', () => {
    expect(readOnly('Custom audience', 'ca1', 'acc2')).toMatchObject({ kind: 'forbidden', message: expect.stringMatching(/acc2.*READ_ONLY.*ca1/) });
  });
});
