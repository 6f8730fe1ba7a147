import type { Environment } from '@platform/ddd';

export class DeleteCampaignCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly campaignId: string,
  ) {}
}
