import type { Environment } from '@platform/ddd';
import type { CampaignFields } from '../../domain/campaign';

export class UpdateCampaignCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly campaignId: string,
    readonly patch: Partial<CampaignFields>,
  ) {}
}
