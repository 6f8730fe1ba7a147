import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import { isoSeconds } from '@platform/ddd';
import type { CreateFundingInstrument } from '../../domain/funding-instrument';
import type { FundingInstrumentView } from '../../domain/views';
import { FundingInstrument } from '../../entities/funding-instrument.entity';
import { CreateFundingInstrumentCommand } from './create-funding-instrument.command';

/** A sandbox funding instrument of the account. */
@CommandHandler(CreateFundingInstrumentCommand)
export class CreateFundingInstrumentHandler implements ICommandHandler<CreateFundingInstrumentCommand, FundingInstrumentView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, fields }: CreateFundingInstrumentCommand): Promise<FundingInstrumentView> {
    const times = { start_time: isoSeconds(new Date(fields.start_time)), end_time: fields.end_time ? isoSeconds(new Date(fields.end_time)) : null };
    return this.entities.create<FundingInstrumentView, CreateFundingInstrument>(FundingInstrument, { environment, accountId, fields: { ...fields, ...times } });
  }
}
