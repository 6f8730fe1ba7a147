import { StringParam } from '@platform/http';

const MEDIA_KEY = { pattern: /^\d+_\d{1,19}$/ };
const TEXT = { maxLength: 280 };

/**
 * The members of a conversation card (POST: the domain says which are
 * required; PUT: all optional, an empty value unsets an optional one). The
 * post texts come under the names the API's SDKs send too (`first_cta_tweet`,
 * ...), as every ads parameter with the brand word does.
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


  @StringParam({ nullable: true, maxLength: 21 })
  second_cta?: string | null;

  @StringParam({ nullable: true, ...TEXT })
  second_cta_post?: string | null;


  @StringParam({ nullable: true, maxLength: 21 })
  third_cta?: string | null;

  @StringParam({ nullable: true, ...TEXT })
  third_cta_post?: string | null;


  @StringParam({ nullable: true, maxLength: 21 })
  fourth_cta?: string | null;

  @StringParam({ nullable: true, ...TEXT })
  fourth_cta_post?: string | null;


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
