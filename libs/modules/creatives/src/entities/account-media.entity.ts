import { adsEntity } from '@platform/ads-entity';
import { accountMediaLifecycle } from '../domain/account-media';
import { ListAccountMediaRequest } from '../features/list-account-media/list-account-media.request';
import { accountMediaTable } from '../projections/tables';

export const AccountMedia = adsEntity({
  lifecycle: accountMediaLifecycle,
  table: accountMediaTable,
  routes: {
    path: 'accounts/:account_id/account_media',
    tag: 'ads: account media',
    get: true,
    list: {
      request: ListAccountMediaRequest,
      query: (p: ListAccountMediaRequest) => ({ filters: { id: p.account_media_ids, creative_type: p.creative_types } }),
    },
    delete: true,
    names: { many: 'AccountMedia' },
  },
});
