/** What an update changed: field → old and new value, in the API's field names. */
export type Changes = Record<string, { old: unknown; new: unknown }>;

/** The fields of `patch` whose value differs from `entity` (deep comparison of JSON values). */
export function changesBetween<T extends object>(entity: T, patch: Partial<T>): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const old = (entity as Record<string, unknown>)[field];
    if (JSON.stringify(old ?? null) !== JSON.stringify(value ?? null)) changes[field] = { old: old ?? null, new: value };
  }
  return changes;
}

/** The entity with the new values of `changes` applied. */
export function applyChanges<T extends object>(entity: T, changes: Changes, updatedAt?: string): T {
  const next: Record<string, unknown> = { ...(entity as Record<string, unknown>) };
  for (const [field, { new: value }] of Object.entries(changes)) next[field] = value;
  if (updatedAt) next.updated_at = updatedAt;
  return next as T;
}

/** The new value of each changed field: what a read model merges into its stored entity. */
export function newValues(changes: Changes): Record<string, unknown> {
  return Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.new]));
}

/** The members that are set (undefined ones dropped; null, which unsets, kept). */
export function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
