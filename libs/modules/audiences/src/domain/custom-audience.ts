import { type Environment, type LifecycleSpec, notFound } from '@platform/ddd';
import type { ChangeListUsers, RecordListSize } from './user-list';
import { userListDecider, type UserListState } from './user-list';
import type { CustomAudienceView } from './views';

/** What custom audiences the API lets a client set. */
export interface CustomAudienceFields {
  name: string;
  description: string | null;
}

interface Base {
  environment: Environment;
  accountId: string;
  id: string;
  now: string;
}
export interface CreateCustomAudience extends Base {
  type: 'CreateCustomAudience';
  fields: CustomAudienceFields;
}
export interface UpdateCustomAudience extends Base {
  type: 'UpdateCustomAudience';
  patch: Partial<CustomAudienceFields>;
}
export interface DeleteCustomAudience extends Base {
  type: 'DeleteCustomAudience';
}
export interface ChangeCustomAudienceUsers extends ChangeListUsers {
  type: 'ChangeCustomAudienceUsers';
}
export interface RecordCustomAudienceSize extends RecordListSize {
  type: 'RecordCustomAudienceSize';
}

export const customAudienceNotFound = (id: string, accountId: string) =>
  notFound(`Custom audience ${id} was not found for Account ${accountId}`, 'custom_audience_id');

export const customAudienceLifecycle: LifecycleSpec<CustomAudienceView, CreateCustomAudience, UpdateCustomAudience, DeleteCustomAudience> = {
  name: 'Custom audience',
  events: {
    created: 'audiences.CustomAudienceCreated',
    updated: 'audiences.CustomAudienceUpdated',
    deleted: 'audiences.CustomAudienceDeleted',
  },
  dataKeys: { entity: 'customAudience', id: 'customAudienceId' },
  commands: { create: 'CreateCustomAudience', update: 'UpdateCustomAudience', delete: 'DeleteCustomAudience' },
  notFound: customAudienceNotFound,
  create: (c) => ({
    id: c.id,
    name: c.fields.name,
    description: c.fields.description,
    audience_type: 'CRM',
    // no users yet: nothing to count, and too small to target
    audience_size: null,
    targetable: false,
    targetable_types: ['CRM', 'EXCLUDED_CRM'],
    reasons_not_targetable: ['TOO_SMALL'],
    permission_level: 'READ_WRITE',
    is_owner: true,
    owner_account_id: c.accountId,
    partner_source: 'OTHER',
    created_at: c.now,
    updated_at: c.now,
    deleted: false,
  }),
};

export type CustomAudienceState = UserListState<CustomAudienceView>;

export const customAudienceDecider = userListDecider(customAudienceLifecycle, {
  sizeField: 'audience_size',
  usersChanged: 'audiences.CustomAudienceUsersChanged',
  commands: { changeUsers: 'ChangeCustomAudienceUsers', recordSize: 'RecordCustomAudienceSize' },
});
