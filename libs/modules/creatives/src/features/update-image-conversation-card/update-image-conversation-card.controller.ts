import { updateEntityController } from '@platform/ads-entity';
import { ImageConversationCard } from '../../entities/conversation-card.entity';
import { conversationCardUpdate } from '../shared/conversation-card-writes';

/** The legacy image conversation card's update. */
export class UpdateImageConversationCardController extends updateEntityController(ImageConversationCard, {
  path: 'accounts/:account_id/cards/image_conversation/:card_id',
  tag: 'ads: cards',
  ...conversationCardUpdate,
}) {}
