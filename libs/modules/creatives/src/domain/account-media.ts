import { type Environment, lifecycle } from '@platform/ddd';
import type { AccountMediaView, CreativeType } from './views';

interface Base {
  environment: Environment;
  accountId: string;
  id: string;
  now: string;
}
/** Account media are made by the server (a library AMPLIFY_VIDEO is also a PREROLL asset), never posted by clients. */
export interface CreateAccountMedia extends Base {
  type: 'CreateAccountMedia';
  mediaKey: string;
  mediaUrl: string | null;
  creativeType: CreativeType;
}
export interface DeleteAccountMedia extends Base {
  type: 'DeleteAccountMedia';
}

const VIDEO_TYPES: readonly CreativeType[] = ['PREROLL', 'VAST_PREROLL'];

/** Made and deleted, never changed. */
export const accountMediaLifecycle = lifecycle<AccountMediaView, CreateAccountMedia, never, DeleteAccountMedia>('creatives.AccountMedia', {
  label: 'Account media',
  notFoundCode: 'ACCOUNT_MEDIA_NOT_FOUND',
  commands: { update: undefined },
  // a video asset names its video in `video_id` (its media key) and has no `media_url`; image assets the other way round
  create: (c) => ({
    id: c.id,
    media_key: c.mediaKey,
    video_id: VIDEO_TYPES.includes(c.creativeType) ? c.mediaKey : null,
    media_url: VIDEO_TYPES.includes(c.creativeType) ? null : c.mediaUrl,
    creative_type: c.creativeType,
    created_at: c.now,
    updated_at: c.now,
    deleted: false,
  }),
});
