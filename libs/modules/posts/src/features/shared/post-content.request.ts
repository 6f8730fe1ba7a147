import { BooleanParam, CsvParam, MESSAGES, StringParam } from '@platform/http';
import { MEDIA_KEY, NUMERIC_ID } from '@platform/ddd';
import { MAX_IMAGES, MAX_POST_NAME } from '../../domain/post';
import type { UnpublishedPostFields } from '../../domain/scheduled-post';

/*
 * The content of an ads post as the docs list its parameters: on a POST of a
 * scheduled or draft post the author (`as_user_id`) and the content; on its
 * PUT the content, where an empty value unsets a member.
 */

/** Characters a text may carry at all (its weighted length, at most 25,000, is judged by the post's rules). */
export const MAX_TEXT_CHARACTERS = 50_000;
export const CARD_URI = /^card:\/\/\d{1,19}$/;
export const cardUriMessage = (p: string, v: unknown) => MESSAGES.expected('card URI (card://<id>)', p, v);
export const longMessage = (p: string, v: unknown) => MESSAGES.expected('long', p, v);

/** A new scheduled or draft post: its author, a promotable user of the account, and its content. */
export class NewPostContentRequest {
  @StringParam({ required: true, pattern: NUMERIC_ID, patternMessage: longMessage })
  as_user_id: string;

  @StringParam({ maxLength: MAX_TEXT_CHARACTERS })
  text?: string;

  @StringParam({ pattern: CARD_URI, patternMessage: cardUriMessage })
  card_uri?: string;

  @CsvParam({ max: MAX_IMAGES, pattern: MEDIA_KEY })
  media_keys?: string[];

  @BooleanParam()
  nullcast: boolean = true;

  @StringParam({ maxLength: MAX_POST_NAME })
  name?: string;
}

/** A scheduled or draft post's content changed: each member optional, an empty value unsets it. */
export class PostContentChangeRequest {
  @StringParam({ nullable: true, maxLength: MAX_TEXT_CHARACTERS })
  text?: string | null;

  @StringParam({ nullable: true, pattern: CARD_URI, patternMessage: cardUriMessage })
  card_uri?: string | null;

  @CsvParam({ nullable: true, max: MAX_IMAGES, pattern: MEDIA_KEY })
  media_keys?: string[] | null;

  @BooleanParam()
  nullcast?: boolean;

  @StringParam({ nullable: true, maxLength: MAX_POST_NAME })
  name?: string | null;
}

/** The content members a request gives (undefined: not given). */
export function contentOf(p: PostContentChangeRequest): UnpublishedPostFields {
  return { text: p.text, card_uri: p.card_uri, media_keys: p.media_keys, nullcast: p.nullcast, name: p.name };
}
