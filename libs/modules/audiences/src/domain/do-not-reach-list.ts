import { type Environment, lifecycle } from '@platform/ddd';
import type { ChangeListUsers, RecordListSize } from './user-list';
import { sizeRecorded, userListDecider } from './user-list';
import type { DoNotReachListView } from './views';

/** The name every do-not-reach list has (lists created with a name of their own keep it). */
export const DO_NOT_REACH_LIST_NAME = 'Do Not Reach List';

export interface DoNotReachListFields {
  name: string;
  description: string | null;
}

interface Base {
  environment: Environment;
  accountId: string;
  id: string;
  now: string;
}
export interface CreateDoNotReachList extends Base {
  type: 'CreateDoNotReachList';
  fields: DoNotReachListFields;
}
export interface DeleteDoNotReachList extends Base {
  type: 'DeleteDoNotReachList';
}
export interface ChangeDoNotReachListUsers extends ChangeListUsers {
  type: 'ChangeDoNotReachListUsers';
}
export interface RecordDoNotReachListSize extends RecordListSize {
  type: 'RecordDoNotReachListSize';
}

/** The size processor counted its users. */
export const DO_NOT_REACH_LIST_SIZE_RECORDED = 'audiences.DoNotReachListSizeRecorded';

export const doNotReachListLifecycle = lifecycle<DoNotReachListView, CreateDoNotReachList, never, DeleteDoNotReachList>('audiences.DoNotReachList', {
  label: 'Do-not-reach list',
  // the API shows no update of a do-not-reach list (its users and size change it: `Updated` events all the same)
  commands: { update: undefined },
  create: (c) => ({
    id: c.id,
    name: c.fields.name,
    description: c.fields.description,
    targetable: false,
    // no users yet: waiting for its first count, and too small to target
    reasons_not_targetable: ['PROCESSING', 'TOO_SMALL'],
    list_size: null,
    created_at: c.now,
    updated_at: c.now,
    deleted: false,
  }),
  facts: { [DO_NOT_REACH_LIST_SIZE_RECORDED]: sizeRecorded('list_size') },
});

export const doNotReachListDecider = userListDecider(doNotReachListLifecycle, {
  sizeRecorded: DO_NOT_REACH_LIST_SIZE_RECORDED,
  usersChanged: 'audiences.DoNotReachListUsersChanged',
  commands: { changeUsers: 'ChangeDoNotReachListUsers', recordSize: 'RecordDoNotReachListSize' },
});
