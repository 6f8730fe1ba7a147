import type { MigrationInterface, QueryRunner } from 'typeorm';
import { entityTableDdl, entityTableIndexes, generatedText } from '@platform/read-model';

/** One criterion per type, value and operator on a line item: a rule across the criteria's streams, checked in the append's transaction. */
export const ONE_CRITERION_PER_VALUE = 'targeting_criteria_one_per_value';

export class TargetingCriteria1732000008100 implements MigrationInterface {
  name = 'TargetingCriteria1732000008100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      entityTableDdl('campaigns.targeting_criteria', [
        generatedText('line_item_id'),
        generatedText('targeting_type'),
        generatedText('targeting_value'),
        generatedText('operator_type'),
      ]),
    );
    for (const index of entityTableIndexes('campaigns.targeting_criteria')) await q.query(index);
    await q.query(`CREATE INDEX targeting_criteria_by_line_item ON campaigns.targeting_criteria (environment, line_item_id)`);
    await q.query(`CREATE INDEX targeting_criteria_by_value ON campaigns.targeting_criteria (environment, targeting_type, targeting_value)`);
    await q.query(
      `CREATE UNIQUE INDEX ${ONE_CRITERION_PER_VALUE}
         ON campaigns.targeting_criteria (environment, line_item_id, targeting_type, targeting_value, operator_type) WHERE NOT deleted`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE campaigns.targeting_criteria`);
  }
}
