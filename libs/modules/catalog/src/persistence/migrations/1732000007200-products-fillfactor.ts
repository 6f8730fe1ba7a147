import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * catalog.products leaves room on each page: a batch updates its products'
 * rows in place, and with room for the new version on the same page the update
 * is a heap-only one (no index entry added, no unique check against the old
 * versions); full pages made a quarter of them write every index, and each
 * update of the product then walked those entries.
 */
export class ProductsFillfactor1732000007200 implements MigrationInterface {
  name = 'ProductsFillfactor1732000007200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE catalog.products SET (fillfactor = 70)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE catalog.products RESET (fillfactor)`);
  }
}
