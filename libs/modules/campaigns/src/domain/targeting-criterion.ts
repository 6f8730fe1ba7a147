import { type Environment, invalidParameter, lifecycle, lifecycleDecider, type LifecycleState } from '@platform/ddd';
import { KEYWORD_TYPES, type TargetingCriterion } from './audience-estimate';
import { PUBLISHERS } from './reference/content-categories';
import { catalogueEntry } from './reference/targeting-catalogue';
import type { TargetingCriterionView } from './views';

/** Targeting types whose value is a custom audience id. */
export const AUDIENCE_TARGETING_TYPES: readonly string[] = ['CUSTOM_AUDIENCE', 'CUSTOM_AUDIENCE_EXPANDED'];

/** A custom audience as the account may target it, from the audience's stream. */
export interface TargetedAudience {
  usable: boolean;
  targetable: boolean;
  reasonsNotTargetable: string[];
  name?: string;
  audienceType?: string;
}

interface Base {
  environment: Environment;
  accountId: string;
  id: string;
  now: string;
}
export interface CreateTargetingCriterion extends Base {
  type: 'CreateTargetingCriterion';
  lineItemId: string;
  criterion: TargetingCriterion;
  /** For custom audience criteria: the audience named by the value. */
  audience?: TargetedAudience;
}
export interface DeleteTargetingCriterion extends Base {
  type: 'DeleteTargetingCriterion';
}

/**
 * A targeting criterion: one type and value on a line item, included (EQ,
 * GTE, LT) or excluded (NE). A custom audience criterion needs an audience
 * the account owns or is shared with, and that is targetable, when it is
 * added; a permission revoked later does not touch criteria already there.
 * Criteria are not changed, only added and deleted. A criterion naming a
 * catalogue value (a place, an interest, an IAB category...) takes the
 * value's name, and a place its location_type, when it is added.
 */
export const targetingCriterionLifecycle = lifecycle<TargetingCriterionView, CreateTargetingCriterion, never, DeleteTargetingCriterion>('campaigns.TargetingCriterion', {
  label: 'Targeting criterion',
  notFoundCode: 'TARGETING_CRITERION_NOT_FOUND',
  commands: { update: undefined },
  create(c) {
    const { targeting_type: type, targeting_value: value, operator_type } = c.criterion;
    const audience = AUDIENCE_TARGETING_TYPES.includes(type) ? checkAudience(c) : undefined;
    const listed = catalogueEntry(type, value) ?? publisherEntry(type, value);
    return {
      id: c.id,
      line_item_id: c.lineItemId,
      name: audience?.name ?? (KEYWORD_TYPES.has(type) ? value : (listed?.name ?? null)),
      targeting_type: type,
      targeting_value: value,
      operator_type,
      ...(type === 'LOCATION' && { location_type: (listed?.location_type as string | undefined) ?? null }),
      created_at: c.now,
      updated_at: c.now,
      deleted: false,
    };
  },
});

/** An excluded publisher's username, when it is one of the content categories' publishers. */
function publisherEntry(type: string, value: string): { name: string; location_type?: undefined } | undefined {
  if (type !== 'CONTENT_PUBLISHER_USER') return undefined;
  const publisher = PUBLISHERS.find((p) => p.user_id === value);
  return publisher && { name: publisher.username };
}

function checkAudience(c: CreateTargetingCriterion): TargetedAudience {
  const id = c.criterion.targeting_value;
  if (!c.audience?.usable) {
    throw invalidParameter('targeting_value', `Custom audience ${id} was not found for Account ${c.accountId}, or is not shared with it`);
  }
  if (!c.audience.targetable) {
    throw invalidParameter(
      'targeting_value',
      `Custom audience ${id} is not targetable (reasons_not_targetable: ${c.audience.reasonsNotTargetable.join(', ') || 'none'})`,
    );
  }
  return c.audience;
}

export type TargetingCriterionState = LifecycleState<TargetingCriterionView>;
export const targetingCriterionDecider = lifecycleDecider(targetingCriterionLifecycle);

/** One criterion per type, value and operator on a line item. */
export const duplicateCriterion = (lineItemId: string) =>
  invalidParameter('targeting_value', `Line item ${lineItemId} already has this targeting criterion (same targeting_type, targeting_value and operator_type)`);

/**
 * Version 1 of TargetingCriterionCreated also held `tailored_audience_type`
 * and `tailored_audience_expansion` (the audience's type, and whether the
 * criterion is CUSTOM_AUDIENCE_EXPANDED, which its targeting_type says), and
 * a null `location_type` on every criterion that is not a LOCATION; no
 * answer shows them any more.
 */
export const targetingCriterionCreatedV1ToV2 = (data: { targetingCriterion: Record<string, unknown> }) => {
  const { tailored_audience_type: _type, tailored_audience_expansion: _expansion, location_type, ...criterion } = data.targetingCriterion;
  return { ...data, targetingCriterion: criterion.targeting_type === 'LOCATION' ? { ...criterion, location_type } : criterion };
};
