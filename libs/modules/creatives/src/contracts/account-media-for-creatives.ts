import { Injectable } from '@nestjs/common';
import { AdsEntities } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import type { StreamGuard } from '@platform/event-store';
import type { AccountMediaView, CreativeType } from '../domain/views';
import { AccountMedia } from '../entities/account-media.entity';

/** What a media creative needs to know of an account media asset, for one account, as its stream holds it now. */
export interface AccountMediaForCreative {
  /** The asset, when it is the account's and not deleted. */
  asset?: { id: string; creativeType: CreativeType; mediaKey: string };
  /** The asset's stream at the version read: a decision on these facts guards it. */
  guard: StreamGuard;
}

/** Account media as campaign management puts them on line items (media creatives). */
@Injectable()
export class AccountMediaForCreatives {
  constructor(private readonly entities: AdsEntities) {}

  async forCreative(environment: Environment, accountId: string, accountMediaId: string): Promise<AccountMediaForCreative> {
    const { entity, guard } = await this.entities.load<AccountMediaView>(AccountMedia, environment, accountId, accountMediaId);
    return { asset: entity ? { id: entity.id, creativeType: entity.creative_type, mediaKey: entity.media_key } : undefined, guard };
  }
}
