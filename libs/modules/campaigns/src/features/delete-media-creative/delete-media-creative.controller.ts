import { deleteEntityController } from '@platform/ads-entity';
import { MediaCreative } from '../../entities/media-creative.entity';

export class DeleteMediaCreativeController extends deleteEntityController(MediaCreative, {
  path: 'accounts/:account_id/media_creatives/:media_creative_id',
  tag: 'ads: media creatives',
}) {}
