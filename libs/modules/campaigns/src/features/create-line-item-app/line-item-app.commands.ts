import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import type { CreateLineItemApp, LineItemAppView, UpdateLineItemApp } from '../../domain/line-item-extras';
import { LineItemApp } from '../../entities/line-item-extras.entity';
import { owningLineItem } from '../line-item-facts';

export class CreateLineItemAppCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly lineItemId: string,
    readonly osType: CreateLineItemApp['osType'],
    readonly appStoreIdentifier: string,
  ) {}
}

export class UpdateLineItemAppCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly id: string,
    readonly patch: UpdateLineItemApp['patch'],
  ) {}
}

/** An app on an app-objective line item of the account (read with a guard). */
@CommandHandler(CreateLineItemAppCommand)
export class CreateLineItemAppHandler implements ICommandHandler<CreateLineItemAppCommand, LineItemAppView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, lineItemId, osType, appStoreIdentifier }: CreateLineItemAppCommand): Promise<LineItemAppView> {
    return this.entities.create<LineItemAppView, CreateLineItemApp, 'lineItem'>(
      LineItemApp,
      { environment, accountId, lineItemId, osType, appStoreIdentifier },
      owningLineItem(this.entities, environment, accountId, lineItemId),
    );
  }
}

@CommandHandler(UpdateLineItemAppCommand)
export class UpdateLineItemAppHandler implements ICommandHandler<UpdateLineItemAppCommand, LineItemAppView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, id, patch }: UpdateLineItemAppCommand): Promise<LineItemAppView> {
    return this.entities.update<LineItemAppView, UpdateLineItemApp>(LineItemApp, { environment, accountId, id, patch });
  }
}
