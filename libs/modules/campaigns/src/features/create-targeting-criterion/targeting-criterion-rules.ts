import { Injectable } from '@nestjs/common';
import { AdsEntities, type BatchItem } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import { sqlState, violatedConstraint } from '@platform/event-store';
import { CustomAudienceTargeting } from '@modules/audiences';
import { parseTargetingCriterion } from '../../domain/audience-estimate';
import { lineItemNotFound } from '../../domain/line-item';
import { AUDIENCE_TARGETING_TYPES, duplicateCriterion } from '../../domain/targeting-criterion';
import type { LineItemView } from '../../domain/views';
import { LineItem } from '../../entities/line-item.entity';
import { ONE_CRITERION_PER_VALUE } from '../../persistence/migrations/1732000008100-targeting-criteria';
import type { CreateTargetingCriterionRequest } from './create-targeting-criterion.request';

/**
 * What adding a targeting criterion reads besides the criterion's stream:
 * the line item (the account's, live; guarded, so a deletion in between
 * decides again) and, for a custom audience, the audience's stream (owner,
 * permissions, targetability; guarded, so a revoked permission in between
 * decides again). Shared by POST targeting_criteria and its batch.
 */
@Injectable()
export class TargetingCriterionRules {
  constructor(
    private readonly entities: AdsEntities,
    private readonly audiences: CustomAudienceTargeting,
  ) {}

  /** The batch item (or single create) of a request's parameters: the value's form checked now, the rest in the decision. */
  creation(environment: Environment, accountId: string, p: CreateTargetingCriterionRequest): BatchItem {
    const criterion = parseTargetingCriterion({ targeting_type: p.targeting_type, targeting_value: p.targeting_value, operator_type: p.operator_type });
    return {
      kind: 'create',
      command: { environment, accountId, lineItemId: p.line_item_id, criterion },
      context: async () => {
        const lineItem = await this.entities.load<LineItemView>(LineItem, environment, accountId, p.line_item_id);
        if (!lineItem.entity) throw lineItemNotFound(p.line_item_id, accountId);
        if (!AUDIENCE_TARGETING_TYPES.includes(criterion.targeting_type)) return { guards: [lineItem.guard] };
        const { guard, ...audience } = await this.audiences.forTargeting(environment, accountId, criterion.targeting_value);
        return { command: { audience }, guards: [lineItem.guard, guard] };
      },
    };
  }
}

/** Runs an append of criteria; a criterion a line item already has (the read model's unique index, in the append's transaction) is answered as such. */
export async function oneCriterionPerValue<T>(lineItemIds: readonly string[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === '23505' && violatedConstraint(error) === ONE_CRITERION_PER_VALUE) {
      throw duplicateCriterion(lineItemIds.length === 1 ? lineItemIds[0] : lineItemIds.join(', '));
    }
    throw error;
  }
}
