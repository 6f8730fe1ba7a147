import { deleteEntityController } from '@platform/ads-entity';
import { ImageConversationCard } from '../../entities/conversation-card.entity';

export class DeleteImageConversationCardController extends deleteEntityController(ImageConversationCard, {
  path: 'accounts/:account_id/cards/image_conversation/:card_id',
  tag: 'ads: cards',
}) {}
