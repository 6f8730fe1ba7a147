import { BooleanParam, CsvParam, MESSAGES, StringParam, TimeParam } from '@platform/http';
import { MEDIA_KEY, NUMERIC_ID } from '@platform/ddd';
import { MAX_IMAGES, MAX_POST_NAME } from '../domain/post';
import type { UnpublishedPostFields } from '../domain/scheduled-post';
import { CARD_URI, MAX_TEXT_CHARACTERS } from './create-ads-post/create-ads-post.request';

/*
 * The parameters of scheduled and draft posts, as the docs list them: on
 * POST the author (`as_user_id`) and the content; on PUT the content, where
 * an empty value unsets a member.
 */

const long = (p: string, v: unknown) => MESSAGES.expected('long', p, v);
const cardUri = (p: string, v: unknown) => MESSAGES.expected('card URI (card://<id>)', p, v);

export class CreateDraftPostRequest {
  @StringParam({ required: true, pattern: NUMERIC_ID, patternMessage: long })
  as_user_id: string;

  @StringParam({ maxLength: MAX_TEXT_CHARACTERS })
  text?: string;

  @StringParam({ pattern: CARD_URI, patternMessage: cardUri })
  card_uri?: string;

  @CsvParam({ max: MAX_IMAGES, pattern: MEDIA_KEY })
  media_keys?: string[];

  @BooleanParam()
  nullcast: boolean = true;

  @StringParam({ maxLength: MAX_POST_NAME })
  name?: string;
}

export class CreateScheduledPostRequest extends CreateDraftPostRequest {
  /** When to publish (ISO 8601, in the future, at most a year ahead; the seconds are ignored). */
  @TimeParam({ required: true })
  scheduled_at: string;
}

export class UpdateDraftPostRequest {
  @StringParam({ nullable: true, maxLength: MAX_TEXT_CHARACTERS })
  text?: string | null;

  @StringParam({ nullable: true, pattern: CARD_URI, patternMessage: cardUri })
  card_uri?: string | null;

  @CsvParam({ nullable: true, max: MAX_IMAGES, pattern: MEDIA_KEY })
  media_keys?: string[] | null;

  @BooleanParam()
  nullcast?: boolean;

  @StringParam({ nullable: true, maxLength: MAX_POST_NAME })
  name?: string | null;
}

export class UpdateScheduledPostRequest extends UpdateDraftPostRequest {
  @TimeParam()
  scheduled_at?: string;
}

/** The content members a request gives (undefined: not given). */
export function contentOf(p: UpdateDraftPostRequest): UnpublishedPostFields {
  return { text: p.text, card_uri: p.card_uri, media_keys: p.media_keys, nullcast: p.nullcast, name: p.name };
}
