import { deciderSpec } from '@platform/testing';
import { accountAudiencesDecider } from './account-audiences';

const spec = deciderSpec(accountAudiencesDecider);
const base = { environment: 'production' as const, accountId: 'acc1', now: 't1' };
const account = { environment: 'production' as const, accountId: 'acc1' };
const claimed = (customAudienceId: string, name: string) => ({
  type: 'audiences.AudienceNameClaimed' as const,
  data: { ...account, customAudienceId, name, claimedAt: 't1' },
});
const released = (customAudienceId: string, name: string) => ({
  type: 'audiences.AudienceNameReleased' as const,
  data: { ...account, customAudienceId, name, releasedAt: 't1' },
});
const listClaimed = (doNotReachListId: string) => ({ type: 'audiences.DoNotReachListClaimed' as const, data: { ...account, doNotReachListId, claimedAt: 't1' } });
const listReleased = (doNotReachListId: string) => ({ type: 'audiences.DoNotReachListReleased' as const, data: { ...account, doNotReachListId, releasedAt: 't1' } });
const claim = (customAudienceId: string, name: string) => ({ ...base, type: 'ClaimAudienceName' as const, customAudienceId, name });

describe('the audience names of an account', () => {
  it('gives a name to one live audience: another audience asking for it is refused naming `name`', () => {
    spec.given([]).when(claim('ca1', 'CRM')).then([claimed('ca1', 'CRM')]);
    spec.given([claimed('ca1', 'CRM')]).when(claim('ca2', 'CRM')).thenThrows({ kind: 'invalid', code: 'INVALID_PARAMETER', parameter: 'name' });
    // names differing in case are different names
    spec.given([claimed('ca1', 'CRM')]).when(claim('ca2', 'crm')).then([claimed('ca2', 'crm')]);
  });

  it('renames: the old name is released with the new one claimed; the same name again records nothing', () => {
    spec.given([claimed('ca1', 'CRM')]).when(claim('ca1', 'CRM 2026')).then([released('ca1', 'CRM'), claimed('ca1', 'CRM 2026')]);
    spec.given([claimed('ca1', 'CRM')]).when(claim('ca1', 'CRM')).then([]);
    spec.given([claimed('ca1', 'CRM'), released('ca1', 'CRM'), claimed('ca1', 'CRM 2026')]).when(claim('ca2', 'CRM')).then([claimed('ca2', 'CRM')]);
  });

  it('frees the name of a deleted audience; releasing an audience the stream does not hold records nothing', () => {
    spec.given([claimed('ca1', 'CRM')]).when({ ...base, type: 'ReleaseAudienceName', customAudienceId: 'ca1' }).then([released('ca1', 'CRM')]);
    spec.given([claimed('ca1', 'CRM'), released('ca1', 'CRM')]).when(claim('ca2', 'CRM')).then([claimed('ca2', 'CRM')]);
    spec.given([]).when({ ...base, type: 'ReleaseAudienceName', customAudienceId: 'ca9' }).then([]);
  });
});

describe('the do-not-reach list of an account', () => {
  const create = (doNotReachListId: string) => ({ ...base, type: 'ClaimDoNotReachList' as const, doNotReachListId });
  it('has at most one: a second is refused until the first is deleted', () => {
    spec.given([]).when(create('l1')).then([listClaimed('l1')]);
    spec.given([listClaimed('l1')]).when(create('l2')).thenThrows({ kind: 'invalid', code: 'INVALID_REQUEST', message: expect.stringContaining('(l1)') });
    spec.given([listClaimed('l1')]).when({ ...base, type: 'ReleaseDoNotReachList', doNotReachListId: 'l1' }).then([listReleased('l1')]);
    spec.given([listClaimed('l1'), listReleased('l1')]).when(create('l2')).then([listClaimed('l2')]);
    spec.given([]).when({ ...base, type: 'ReleaseDoNotReachList', doNotReachListId: 'l1' }).then([]);
  });

  it('keeps refusing while any list from before the rule is live', () => {
    const before = [listClaimed('l1'), listClaimed('l2')];
    spec.given([...before, listReleased('l1')]).when(create('l3')).thenThrows({ kind: 'invalid', message: expect.stringContaining('(l2)') });
  });
});
