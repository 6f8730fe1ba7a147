import { listEntityController } from '@platform/ads-entity';
import { AccountMedia } from '../../entities/account-media.entity';
import { ListAccountMediaRequest } from './list-account-media.request';

export class ListAccountMediaController extends listEntityController(AccountMedia, {
  path: 'accounts/:account_id/account_media',
  tag: 'ads: account media',
  request: ListAccountMediaRequest,
  query: (p) => ({ filters: { id: p.account_media_ids, creative_type: p.creative_types } }),
}) {}
