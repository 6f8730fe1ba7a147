import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountScoped } from '@platform/auth';
import { notFound, requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, BooleanParam } from '@platform/http';
import { fundingInstrumentsTable } from '../../projections/tables';

class GetFundingInstrumentRequest {
  @BooleanParam()
  with_deleted: boolean = false;
}

@ApiTags('ads: funding instruments')
@Controller(adsPaths('accounts/:account_id/funding_instruments/:funding_instrument_id'))
export class GetFundingInstrumentController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @AccountScoped()
  async get(
    @Param('account_id') accountId: string,
    @Param('funding_instrument_id') id: string,
    @AdsParams(GetFundingInstrumentRequest) p: GetFundingInstrumentRequest,
  ) {
    const fi = await fundingInstrumentsTable.get(this.db, requestContext.environment(), accountId, id, p.with_deleted);
    if (!fi) throw notFound(`Funding Instrument ${id} was not found for Account ${accountId}`, 'funding_instrument_id');
    return AdsResponse.of(fi);
  }
}
