import { getEntityController } from '@platform/ads-entity';
import { VideoConversationCard } from '../../entities/conversation-card.entity';

export class GetVideoConversationCardController extends getEntityController(VideoConversationCard, {
  path: 'accounts/:account_id/cards/video_conversation/:card_id',
  tag: 'ads: video conversation cards',
}) {}
