/**
 * A JSON number written as its digits (ids wider than a double, as the
 * platform writes `id` and `media_id`), for `jsonWithDigits`.
 */
export class Digits {
  constructor(readonly value: string) {}
}

/** JSON text of a value, its `Digits` written as numbers. */
export function jsonWithDigits(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v instanceof Digits ? `\u0000${v.value}\u0000` : v)).replace(/"\\u0000(\d+)\\u0000"/g, '$1');
}
