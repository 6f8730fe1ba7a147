import type { Environment } from '@platform/ddd';
import type { CampaignFields } from '../../domain/campaign';

export class CreateCampaignCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly fundingInstrumentId: string,
    readonly fields: Partial<CampaignFields> & { name: string },
  ) {}
}
