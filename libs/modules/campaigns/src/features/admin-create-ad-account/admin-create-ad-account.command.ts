import type { IndustryType } from '../../domain/account';

export class AdminCreateAdAccountCommand {
  constructor(
    readonly ownerUserId: string,
    readonly options: {
      name?: string;
      timezone?: string;
      businessId?: string;
      businessName?: string;
      industryType?: IndustryType;
      featureKeys?: string[];
    },
  ) {}
}
