import type { MigrationInterface, QueryRunner } from 'typeorm';
import { entityTableDdl, entityTableIndexes, generatedText } from '@platform/read-model';

const CARD_TABLES = ['creatives.cards', 'creatives.image_conversation_cards', 'creatives.poll_cards', 'creatives.video_conversation_cards'];
const COLUMNS = 'environment, account_id, id, data, data_text, created_at, updated_at, deleted, name, card_type, card_uri';

export class CreateCards1732000009100 implements MigrationInterface {
  name = 'CreateCards1732000009100';

  async up(q: QueryRunner): Promise<void> {
    for (const table of CARD_TABLES) {
      await q.query(entityTableDdl(table, [generatedText('name'), generatedText('card_type'), generatedText('card_uri')]));
      for (const index of entityTableIndexes(table)) await q.query(index);
    }
    // the cards list with the legacy ones, and the fetch of every kind by card_uri
    await q.query(`
      CREATE VIEW creatives.cards_with_legacy AS
        SELECT ${COLUMNS} FROM creatives.cards
        UNION ALL SELECT ${COLUMNS} FROM creatives.image_conversation_cards`);
    await q.query(`
      CREATE VIEW creatives.all_cards AS
        SELECT ${COLUMNS} FROM creatives.cards_with_legacy
        UNION ALL SELECT ${COLUMNS} FROM creatives.poll_cards
        UNION ALL SELECT ${COLUMNS} FROM creatives.video_conversation_cards`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW creatives.all_cards`);
    await q.query(`DROP VIEW creatives.cards_with_legacy`);
    for (const table of [...CARD_TABLES].reverse()) await q.query(`DROP TABLE ${table}`);
  }
}
