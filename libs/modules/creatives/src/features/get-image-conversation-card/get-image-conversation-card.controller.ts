import { getEntityController } from '@platform/ads-entity';
import { ImageConversationCard } from '../../entities/conversation-card.entity';

export class GetImageConversationCardController extends getEntityController(ImageConversationCard, {
  path: 'accounts/:account_id/cards/image_conversation/:card_id',
  tag: 'ads: cards',
}) {}
