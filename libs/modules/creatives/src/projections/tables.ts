import { EntityTable } from '@platform/read-model';
import type { CardView } from '../domain/card';
import type { ConversationCardView } from '../domain/conversation-card';
import type { PollCardView } from '../domain/poll-card';
import type { AccountMediaView, MediaLibraryObjectView } from '../domain/views';

const SORTS = { created_at: 'created_at', updated_at: 'updated_at', deleted: 'deleted' };

/** The media library; `q` matches whole terms of name, title, file_name and description. */
export const mediaLibraryTable = new EntityTable<MediaLibraryObjectView>({
  table: 'creatives.media_library',
  sortColumns: { ...SORTS, name: 'name' },
  termColumn: 'search',
});

export const accountMediaTable = new EntityTable<AccountMediaView>({
  table: 'creatives.account_media',
  sortColumns: { ...SORTS, creative_type: 'creative_type' },
});

const CARD_SORTS = { ...SORTS, name: 'name' };

/** Poll cards; `q` a prefix of the name. */
export const pollCardsTable = new EntityTable<PollCardView>({
  table: 'creatives.poll_cards',
  sortColumns: CARD_SORTS,
  prefixColumn: 'name',
});

/**
 * Cards made of components, read with the legacy image conversation cards
 * (`cards_with_legacy`); the list leaves legacy ones out unless asked.
 */
export const cardsTable = new EntityTable<CardView>({
  table: 'creatives.cards',
  readFrom: 'creatives.cards_with_legacy',
  sortColumns: CARD_SORTS,
  prefixColumn: 'name',
});

export const imageConversationCardsTable = new EntityTable<ConversationCardView>({
  table: 'creatives.image_conversation_cards',
  sortColumns: CARD_SORTS,
  prefixColumn: 'name',
});

export const videoConversationCardsTable = new EntityTable<ConversationCardView>({
  table: 'creatives.video_conversation_cards',
  sortColumns: CARD_SORTS,
  prefixColumn: 'name',
});

/** Every card of every kind (cards, legacy, poll, video conversation), for the fetch by `card_uris`. */
export const allCardsTable = new EntityTable<{ id: string; card_uri: string }>({
  table: 'creatives.cards',
  readFrom: 'creatives.all_cards',
  sortColumns: SORTS,
});
