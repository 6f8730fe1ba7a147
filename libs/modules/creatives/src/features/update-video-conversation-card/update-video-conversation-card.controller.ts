import { VideoConversationCard } from '../../entities/conversation-card.entity';
import { updateConversationCardController } from '../create-video-conversation-card/update-conversation-card.controller';

export class UpdateVideoConversationCardController extends updateConversationCardController(VideoConversationCard, {
  path: 'accounts/:account_id/cards/video_conversation/:card_id',
  tag: 'ads: video conversation cards',
}) {}
