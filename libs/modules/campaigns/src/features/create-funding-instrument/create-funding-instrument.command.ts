import type { Environment } from '@platform/ddd';
import type { FundingInstrumentFields } from '../../domain/funding-instrument';

export class CreateFundingInstrumentCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly fields: FundingInstrumentFields,
  ) {}
}
