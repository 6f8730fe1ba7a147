import { updateEntityController } from '@platform/ads-entity';
import { VideoConversationCard } from '../../entities/conversation-card.entity';
import { conversationCardUpdate } from '../shared/conversation-card-writes';

export class UpdateVideoConversationCardController extends updateEntityController(VideoConversationCard, {
  path: 'accounts/:account_id/cards/video_conversation/:card_id',
  tag: 'ads: video conversation cards',
  ...conversationCardUpdate,
}) {}
