import type { EntityView } from '@platform/ddd';

/** Settings as the API answers them: their members, without the entity's own (id, times, deleted). */
export function settingsAnswer<V extends EntityView>(view: V): Omit<V, keyof EntityView> {
  const { id: _id, created_at: _created, updated_at: _updated, deleted: _deleted, ...members } = view;
  return members;
}
