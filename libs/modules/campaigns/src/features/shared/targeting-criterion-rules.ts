import { Injectable } from '@nestjs/common';
import { AdsEntities, type BatchItem, type ClaimingContext, type Context, type Release } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import { CustomAudienceTargeting } from '@modules/audiences';
import { parseTargetingCriterion } from '../../domain/audience-estimate';
import { lineItemNotFound } from '../../domain/line-item';
import { LINE_ITEM_TARGETING } from '../../domain/line-item-targeting';
import { AUDIENCE_TARGETING_TYPES } from '../../domain/targeting-criterion';
import type { LineItemView, TargetingCriterionView } from '../../domain/views';
import { LineItem } from '../../entities/line-item.entity';
import type { CreateTargetingCriterionRequest } from './create-targeting-criterion.request';

/** How an operation's claims are decided: in a session of its own, or in its batch's (`Claims.context`, `Claims.inBatch`). */
export type Claiming = <V>(context: ClaimingContext<V>) => Context<V, object>;

/** A create's own members: its line item, and its value, whose form is checked now (the rest in the decision). */
export function newCriterion(p: CreateTargetingCriterionRequest) {
  return { lineItemId: p.line_item_id, criterion: parseTargetingCriterion({ targeting_type: p.targeting_type, targeting_value: p.targeting_value, operator_type: p.operator_type }) };
}
type NewCriterion = ReturnType<typeof newCriterion>;

/**
 * What adding or deleting a targeting criterion reads besides the
 * criterion's stream, shared by the single endpoints and the batch: the line
 * item (the account's, live; guarded, so a change in between decides again),
 * for a custom audience the audience's stream (owner, permissions,
 * targetability; guarded, so a revoked permission in between decides again),
 * and the line item's targeting stream, where the rules over its criteria
 * set are decided and the criterion is added or removed in the same append.
 */
@Injectable()
export class TargetingCriterionRules {
  constructor(
    private readonly entities: AdsEntities,
    private readonly audiences: CustomAudienceTargeting,
  ) {}

  /**
   * What a create reads and decides besides its own members (`newCriterion`),
   * given the new criterion's id, line item and value in its command.
   */
  creation(environment: Environment, accountId: string, claiming: Claiming): Context<unknown, object> {
    return claiming(async (_live, claims, command) => {
      const { id, lineItemId, criterion } = command as unknown as { id: string } & NewCriterion;
      const lineItem = await this.entities.load<LineItemView>(LineItem, environment, accountId, lineItemId);
      if (!lineItem.entity) throw lineItemNotFound(lineItemId, accountId);
      await claims.decide(LINE_ITEM_TARGETING, environment, lineItemId, [{ type: 'AddLineItemCriterion', lineItemId, targetingCriterionId: id, criterion }]);
      if (!AUDIENCE_TARGETING_TYPES.includes(criterion.targeting_type)) return { guards: [lineItem.guard] };
      const { guard, ...audience } = await this.audiences.forTargeting(environment, accountId, criterion.targeting_value);
      return { command: { audience }, guards: [lineItem.guard, guard] };
    });
  }

  /** A delete of the batch (the single DELETE is the kit's, with `leaveTargeting`). */
  deletion(environment: Environment, accountId: string, id: string, claiming: Claiming): BatchItem {
    const scope = { environment, accountId, entities: this.entities };
    return {
      kind: 'delete',
      command: { environment, accountId, id },
      // not the account's own (or deleted): the lifecycle answers not found
      context: claiming<TargetingCriterionView>(async (live, claims) => (live ? leaveTargeting(live, claims, scope) : undefined)),
    };
  }
}

/** A criterion deleted leaves its line item's targeting, whose rules may keep it (the placements read from the line item, guarded). */
export const leaveTargeting: Release<TargetingCriterionView> = async (criterion, claims, { environment, accountId, entities }) => {
  const lineItemId = criterion.line_item_id;
  const lineItem = await entities.load<LineItemView>(LineItem, environment, accountId, lineItemId);
  const placements = lineItem.entity?.placements;
  await claims.decide(LINE_ITEM_TARGETING, environment, lineItemId, [{ type: 'RemoveLineItemCriterion', lineItemId, targetingCriterionId: criterion.id, placements }]);
  return { guards: [lineItem.guard] };
};
