import { getEntityController } from '@platform/ads-entity';
import { AccountMedia } from '../../entities/account-media.entity';

export class GetAccountMediaController extends getEntityController(AccountMedia, {
  path: 'accounts/:account_id/account_media/:account_media_id',
  tag: 'ads: account media',
}) {}
