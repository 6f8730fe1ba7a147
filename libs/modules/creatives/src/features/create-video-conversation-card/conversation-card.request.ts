import { StringParam } from '@platform/http';
import type { ConversationCardFields } from '../../domain/conversation-card';

const MEDIA_KEY = { pattern: /^\d+_\d{1,19}$/ };
const TEXT = { maxLength: 280 };

/**
 * The members of a conversation card (POST: the domain says which are
 * required; PUT: all optional, an empty value unsets an optional one). The
 * post texts are also taken under the names the API's SDKs send
 * (`first_cta_tweet`, ...).
 */
export class ConversationCardRequest {
  @StringParam({ maxLength: 80 })
  name?: string;

  @StringParam({ nullable: true, maxLength: 23 })
  title?: string | null;

  @StringParam({ maxLength: 21 })
  first_cta?: string;

  @StringParam(TEXT)
  first_cta_post?: string;

  @StringParam(TEXT)
  first_cta_tweet?: string;

  @StringParam({ nullable: true, maxLength: 21 })
  second_cta?: string | null;

  @StringParam({ nullable: true, ...TEXT })
  second_cta_post?: string | null;

  @StringParam({ nullable: true, ...TEXT })
  second_cta_tweet?: string | null;

  @StringParam({ nullable: true, maxLength: 21 })
  third_cta?: string | null;

  @StringParam({ nullable: true, ...TEXT })
  third_cta_post?: string | null;

  @StringParam({ nullable: true, ...TEXT })
  third_cta_tweet?: string | null;

  @StringParam({ nullable: true, maxLength: 21 })
  fourth_cta?: string | null;

  @StringParam({ nullable: true, ...TEXT })
  fourth_cta_post?: string | null;

  @StringParam({ nullable: true, ...TEXT })
  fourth_cta_tweet?: string | null;

  @StringParam({ maxLength: 23 })
  thank_you_text?: string;

  @StringParam({ nullable: true, maxLength: 2048 })
  thank_you_url?: string | null;

  @StringParam(MEDIA_KEY)
  media_key?: string;

  @StringParam({ nullable: true, ...MEDIA_KEY })
  poster_media_key?: string | null;

  @StringParam({ nullable: true, ...MEDIA_KEY })
  unlocked_image_media_key?: string | null;

  @StringParam({ nullable: true, ...MEDIA_KEY })
  unlocked_video_media_key?: string | null;
}

/** The fields as the domain names them (the post texts under either name). */
export function conversationFields(p: ConversationCardRequest): ConversationCardFields {
  const { first_cta_tweet, second_cta_tweet, third_cta_tweet, fourth_cta_tweet, ...fields } = p;
  return {
    ...fields,
    first_cta_post: p.first_cta_post ?? first_cta_tweet,
    second_cta_post: p.second_cta_post !== undefined ? p.second_cta_post : second_cta_tweet,
    third_cta_post: p.third_cta_post !== undefined ? p.third_cta_post : third_cta_tweet,
    fourth_cta_post: p.fourth_cta_post !== undefined ? p.fourth_cta_post : fourth_cta_tweet,
  };
}
