/**
 * Poll and conversation cards (the legacy kinds) have a short base36 `id`
 * beside the number of their `card_uri`, as the creatives reference's
 * examples show them (`57i77`, `card://950590850777497601`). Here the id is
 * that number written in base 36, so either names the card without a lookup.
 * Cards of components keep the number itself as their id.
 */
export function legacyCardId(uriNumber: string): string {
  return BigInt(uriNumber).toString(36);
}

/** The `card_uri` of a legacy card's id. */
export function legacyCardUri(id: string): string {
  let n = 0n;
  for (const ch of id.toLowerCase()) n = n * 36n + BigInt(parseInt(ch, 36));
  return `card://${n}`;
}
