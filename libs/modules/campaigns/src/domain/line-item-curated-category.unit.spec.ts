import { deciderSpec } from '@platform/testing';
import {
  checkLinkableLineItem,
  LINE_ITEM_CURATED_CATEGORY_CLAIM,
  type LineItemCuratedCategoryCreated,
  lineItemCuratedCategoryDecider,
  type LineItemCuratedCategoryDeleted,
} from './line-item-curated-category';

const now = '2026-01-01T00:00:00Z';
const later = '2026-01-02T00:00:00Z';
const common = { environment: 'production' as const, accountId: 'acc1', id: 'lcc1' };
const created: LineItemCuratedCategoryCreated = {
  type: 'campaigns.LineItemCuratedCategoryCreated',
  data: {
    environment: 'production',
    accountId: 'acc1',
    lineItemCuratedCategory: {
      id: 'lcc1',
      line_item_id: 'li1',
      curated_category_id: '9ddrgesiap6o',
      created_at: now,
      updated_at: now,
      deleted: false,
    },
  },
};
const deleted: LineItemCuratedCategoryDeleted = {
  type: 'campaigns.LineItemCuratedCategoryDeleted',
  data: { environment: 'production', accountId: 'acc1', id: 'lcc1', deletedAt: later },
};
const spec = deciderSpec(lineItemCuratedCategoryDecider);

describe('line item curated category decider', () => {
  it('links a line item to a curated category', () => {
    spec
      .given([])
      .when({ ...common, type: 'CreateLineItemCuratedCategory', lineItemId: 'li1', curatedCategoryId: '9ddrgesiap6o', now })
      .then([created]);
  });

  it('refuses to create the same link twice', () => {
    spec
      .given([created])
      .when({ ...common, type: 'CreateLineItemCuratedCategory', lineItemId: 'li1', curatedCategoryId: '9ddrgesiap6o', now })
      .thenThrows({ kind: 'conflict' });
  });

  it('records only what an update changes, and nothing when nothing changes', () => {
    spec
      .given([created])
      .when({ ...common, type: 'UpdateLineItemCuratedCategory', lineItemId: 'li1', curatedCategoryId: '9ddrgesiap6p', now: later })
      .then([
        {
          type: 'campaigns.LineItemCuratedCategoryUpdated',
          data: {
            ...common,
            changes: { curated_category_id: { old: '9ddrgesiap6o', new: '9ddrgesiap6p' } },
            updatedAt: later,
          },
        },
      ]);
    spec.given([created]).when({ ...common, type: 'UpdateLineItemCuratedCategory', lineItemId: 'li1', now: later }).then([]);
    spec.given([created]).when({ ...common, type: 'UpdateLineItemCuratedCategory', now: later }).then([]);
  });

  it('evolves updates into the link', () => {
    const state = [
      created,
      {
        type: 'campaigns.LineItemCuratedCategoryUpdated' as const,
        data: { ...common, changes: { line_item_id: { old: 'li1', new: 'li2' } }, updatedAt: later },
      },
    ].reduce(lineItemCuratedCategoryDecider.evolve, lineItemCuratedCategoryDecider.initialState());
    expect(state.entity).toMatchObject({ line_item_id: 'li2', curated_category_id: '9ddrgesiap6o', updated_at: later, created_at: now });
  });

  it('deletes once; deleting or updating a deleted or unknown link is not found', () => {
    spec.given([created]).when({ ...common, type: 'DeleteLineItemCuratedCategory', now: later }).then([deleted]);
    for (const history of [[], [created, deleted]]) {
      spec
        .given(history)
        .when({ ...common, type: 'DeleteLineItemCuratedCategory', now: later })
        .thenThrows({ kind: 'not_found', parameter: 'line_item_curated_category_id' });
      spec
        .given(history)
        .when({ ...common, type: 'UpdateLineItemCuratedCategory', curatedCategoryId: 'x', now: later })
        .thenThrows({ kind: 'not_found', parameter: 'line_item_curated_category_id' });
    }
    const state = [created, deleted].reduce(lineItemCuratedCategoryDecider.evolve, lineItemCuratedCategoryDecider.initialState());
    expect(state.entity).toMatchObject({ deleted: true, updated_at: later });
  });
});

describe('which line items may be linked', () => {
  it('takes PREROLL_VIEWS line items, refuses other objectives naming line_item_id', () => {
    expect(() => checkLinkableLineItem({ id: 'li1', objective: 'PREROLL_VIEWS' })).not.toThrow();
    expect(() => checkLinkableLineItem({ id: 'li1', objective: 'ENGAGEMENTS' })).toThrow(
      expect.objectContaining({ kind: 'invalid', parameter: 'line_item_id' }),
    );
  });
});

describe("a line item's curated category claim", () => {
  const claims = deciderSpec(LINE_ITEM_CURATED_CATEGORY_CLAIM.decider);
  const claimed = (holder: string) => ({ type: 'campaigns.LineItemCuratedCategoryClaimed' as const, data: { key: 'li1', holder } });
  const released = (holder: string) => ({ type: 'campaigns.LineItemCuratedCategoryReleased' as const, data: { key: 'li1', holder } });
  const claim = (holder: string) => ({ type: 'ClaimKey' as const, key: 'li1', holder });
  const release = (holder: string) => ({ type: 'ReleaseKey' as const, key: 'li1', holder });

  it('is held by one link: another is refused naming line_item_id and the link that holds it', () => {
    claims.given([]).when(claim('lcc1')).then([claimed('lcc1')]);
    claims.given([claimed('lcc1')]).when(claim('lcc2')).thenThrows({ kind: 'invalid', parameter: 'line_item_id', message: expect.stringContaining('lcc1') });
    // the holder claiming again records nothing
    claims.given([claimed('lcc1')]).when(claim('lcc1')).then([]);
  });

  it('is freed by its holder only, and may then be claimed anew', () => {
    claims.given([claimed('lcc1')]).when(release('lcc1')).then([released('lcc1')]);
    claims.given([claimed('lcc1')]).when(release('lcc2')).then([]);
    claims.given([claimed('lcc1'), released('lcc1')]).when(claim('lcc2')).then([claimed('lcc2')]);
    claims.given([]).when(release('lcc1')).then([]);
  });
});
