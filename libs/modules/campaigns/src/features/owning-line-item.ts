import type { AdsEntities, Context } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import type { OwningLineItem } from '../domain/line-item-extras';
import type { LineItemView } from '../domain/views';
import { LineItem } from '../entities/line-item.entity';

/** The kit's context of what goes on a line item: the line item (the account's, live), read with a guard. */
export function owningLineItem<V>(entities: AdsEntities, environment: Environment, accountId: string, lineItemId: string): Context<V, { lineItem?: OwningLineItem }> {
  return async () => {
    const loaded = await entities.load<LineItemView>(LineItem, environment, accountId, lineItemId);
    const lineItem = loaded.entity ? { id: loaded.entity.id, objective: loaded.entity.objective } : undefined;
    return { command: { lineItem }, guards: [loaded.guard] };
  };
}
