import { createEntityController } from '@platform/ads-entity';
import { VideoConversationCard } from '../../entities/conversation-card.entity';
import { conversationCardCreate } from '../shared/conversation-card-writes';

export class CreateVideoConversationCardController extends createEntityController(VideoConversationCard, {
  path: 'accounts/:account_id/cards/video_conversation',
  tag: 'ads: video conversation cards',
  ...conversationCardCreate,
}) {}
