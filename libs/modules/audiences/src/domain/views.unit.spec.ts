import { customAudiencePermission } from './views';

describe('a custom audience permission at /12', () => {
  it('names its audience custom_audience_id instead of the /5 tailored_audience_id, the rest unchanged', () => {
    const grant = { id: 'p1', tailored_audience_id: 'ca1', granted_account_id: 'acc2', permission_level: 'READ_ONLY' as const, created_at: 't0', updated_at: 't0', deleted: false };
    expect(customAudiencePermission(grant)).toEqual({
      id: 'p1',
      custom_audience_id: 'ca1',
      granted_account_id: 'acc2',
      permission_level: 'READ_ONLY',
      created_at: 't0',
      updated_at: 't0',
      deleted: false,
    });
  });
});
