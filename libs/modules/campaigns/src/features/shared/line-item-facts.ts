import type { AdsEntities, CommandContext, Context } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import type { StreamGuard } from '@platform/event-store';
import type { LineItemFacts } from '../../domain/line-item';
import type { LineItemView } from '../../domain/views';
import { LineItem } from '../../entities/line-item.entity';

/** A line item of the account (live) as its stream holds it, or undefined, with a guard on that stream. */
export async function lineItemFacts(entities: AdsEntities, environment: Environment, accountId: string, lineItemId: string): Promise<{ lineItem?: LineItemFacts; guard: StreamGuard }> {
  const { entity, guard } = await entities.load<LineItemView>(LineItem, environment, accountId, lineItemId);
  return { lineItem: entity ? { id: entity.id, objective: entity.objective, productType: entity.product_type } : undefined, guard };
}

/** The kit's context of what goes on a line item: the line item, read with a guard. */
export function owningLineItem<V>(entities: AdsEntities, environment: Environment, accountId: string, lineItemId: string): Context<V, { lineItem?: LineItemFacts }> {
  return async () => {
    const { lineItem, guard } = await lineItemFacts(entities, environment, accountId, lineItemId);
    return { command: { lineItem }, guards: [guard] };
  };
}

/** The same, for a route whose request names the line item (`line_item_id`). */
export const onRequestLineItem: CommandContext<{ line_item_id: string }> = (entities, { environment, accountId }, p) =>
  owningLineItem(entities, environment, accountId, p.line_item_id);
