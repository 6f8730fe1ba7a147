import { ImageConversationCard } from '../../entities/conversation-card.entity';
import { updateConversationCardController } from '../create-video-conversation-card/update-conversation-card.controller';

/** The legacy image conversation card's update. */
export class UpdateImageConversationCardController extends updateConversationCardController(ImageConversationCard, {
  path: 'accounts/:account_id/cards/image_conversation/:card_id',
  tag: 'ads: cards',
}) {}
