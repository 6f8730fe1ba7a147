import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import type { CreateTrackingTag, TrackingTagView, UpdateTrackingTag } from '../../domain/line-item-extras';
import { TrackingTag } from '../../entities/line-item-extras.entity';
import { owningLineItem } from '../line-item-facts';

export class CreateTrackingTagCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly lineItemId: string,
    readonly trackingTagType: CreateTrackingTag['trackingTagType'],
    readonly trackingTagUrl: string,
  ) {}
}

export class UpdateTrackingTagCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly id: string,
    readonly patch: UpdateTrackingTag['patch'],
  ) {}
}

/** A tracking tag on a line item of the account (read with a guard). */
@CommandHandler(CreateTrackingTagCommand)
export class CreateTrackingTagHandler implements ICommandHandler<CreateTrackingTagCommand, TrackingTagView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, lineItemId, trackingTagType, trackingTagUrl }: CreateTrackingTagCommand): Promise<TrackingTagView> {
    return this.entities.create<TrackingTagView, CreateTrackingTag, 'lineItem'>(
      TrackingTag,
      { environment, accountId, lineItemId, trackingTagType, trackingTagUrl },
      owningLineItem(this.entities, environment, accountId, lineItemId),
    );
  }
}

@CommandHandler(UpdateTrackingTagCommand)
export class UpdateTrackingTagHandler implements ICommandHandler<UpdateTrackingTagCommand, TrackingTagView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, id, patch }: UpdateTrackingTagCommand): Promise<TrackingTagView> {
    return this.entities.update<TrackingTagView, UpdateTrackingTag>(TrackingTag, { environment, accountId, id, patch });
  }
}
