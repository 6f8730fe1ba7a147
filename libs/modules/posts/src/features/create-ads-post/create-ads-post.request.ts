import { BooleanParam, CsvParam, EnumParam, StringParam } from '@platform/http';
import { MEDIA_KEY, NUMERIC_ID } from '@platform/ddd';
import { ADS_CONVERSATION_SETTINGS, MAX_IMAGES, MAX_POST_NAME, MAX_VIDEO_DESCRIPTION, MAX_VIDEO_TITLE, VIDEO_CTAS } from '../../domain/post';
import { CARD_URI, cardUriMessage, longMessage, MAX_TEXT_CHARACTERS } from '../shared/post-content.request';

export const POST_MODES = ['compat', 'extended'] as const;

/** `POST /12/accounts/:account_id/post` (the SDKs' `tweet`), as the docs list its parameters. */
export class CreateAdsPostRequest {
  /** The promotable user on whose behalf the post is made. */
  @StringParam({ required: true, pattern: NUMERIC_ID, patternMessage: longMessage })
  as_user_id: string;

  /** Required when no `media_keys`; at most 25,000 characters as the platform counts them. */
  @StringParam({ maxLength: MAX_TEXT_CHARACTERS })
  text?: string;

  @StringParam({ pattern: CARD_URI, patternMessage: cardUriMessage })
  card_uri?: string;

  @EnumParam(ADS_CONVERSATION_SETTINGS)
  conversation_settings?: (typeof ADS_CONVERSATION_SETTINGS)[number];

  /** Media keys of the account's media library: up to 4 images, or 1 GIF, or 1 video. */
  @CsvParam({ max: MAX_IMAGES, pattern: MEDIA_KEY })
  media_keys?: string[];

  @StringParam({ maxLength: MAX_POST_NAME })
  name?: string;

  /** Promoted-only (default): false only when posting as the authenticated user. */
  @BooleanParam()
  nullcast: boolean = true;

  @BooleanParam()
  trim_user: boolean = false;

  @EnumParam(POST_MODES)
  post_mode?: (typeof POST_MODES)[number];

  @EnumParam(VIDEO_CTAS)
  video_cta?: (typeof VIDEO_CTAS)[number];

  @StringParam({ minLength: 1, maxLength: 2048 })
  video_cta_value?: string;

  @StringParam({ maxLength: MAX_VIDEO_DESCRIPTION })
  video_description?: string;

  @StringParam({ maxLength: MAX_VIDEO_TITLE })
  video_title?: string;
}
