import { createEntityController } from '@platform/ads-entity';
import { ImageConversationCard } from '../../entities/conversation-card.entity';
import { conversationCardCreate } from '../shared/conversation-card-writes';

/** The legacy image conversation card (listed with the cards when `include_legacy_cards` is set). */
export class CreateImageConversationCardController extends createEntityController(ImageConversationCard, {
  path: 'accounts/:account_id/cards/image_conversation',
  tag: 'ads: cards',
  ...conversationCardCreate,
}) {}
