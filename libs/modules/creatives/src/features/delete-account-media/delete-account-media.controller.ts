import { deleteEntityController } from '@platform/ads-entity';
import { AccountMedia } from '../../entities/account-media.entity';

export class DeleteAccountMediaController extends deleteEntityController(AccountMedia, {
  path: 'accounts/:account_id/account_media/:account_media_id',
  tag: 'ads: account media',
}) {}
