import * as twitterText from 'twitter-text';

/**
 * What a post's text holds, read with the platform's own text library
 * (twitter-text): its weighted length and its entities (hashtags, cashtags,
 * mentions, URLs), with indices in code points as the platform gives them.
 */

export interface PostEntities {
  hashtags: Array<{ text: string; indices: [number, number] }>;
  symbols: Array<{ text: string; indices: [number, number] }>;
  user_mentions: Array<{ screen_name: string; indices: [number, number] }>;
  urls: Array<{ url: string; expanded_url: string; display_url: string; indices: [number, number] }>;
}

/** The length the platform counts (URLs as 23, some characters as two). */
export function postLength(text: string): number {
  return twitterText.parseTweet(text).weightedLength;
}

/** The entities of a text, in order of appearance. */
export function postEntities(text: string): PostEntities {
  const found = twitterText.extractEntitiesWithIndices(text);
  twitterText.modifyIndicesFromUTF16ToUnicode(text, found);
  const entities: PostEntities = { hashtags: [], symbols: [], user_mentions: [], urls: [] };
  for (const e of found as unknown as Array<Record<string, unknown> & { indices: [number, number] }>) {
    if (typeof e.hashtag === 'string') entities.hashtags.push({ text: e.hashtag, indices: e.indices });
    else if (typeof e.cashtag === 'string') entities.symbols.push({ text: e.cashtag, indices: e.indices });
    else if (typeof e.screenName === 'string' && !e.listSlug) entities.user_mentions.push({ screen_name: e.screenName, indices: e.indices });
    else if (typeof e.url === 'string') {
      entities.urls.push({ url: e.url, expanded_url: e.url, display_url: e.url.replace(/^https?:\/\//, ''), indices: e.indices });
    }
  }
  return entities;
}
