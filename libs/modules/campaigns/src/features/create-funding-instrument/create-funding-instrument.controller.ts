import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, SandboxOnly } from '@platform/http';
import type { FundingInstrumentView } from '../../domain/views';
import { CreateFundingInstrumentCommand } from './create-funding-instrument.command';
import { CreateFundingInstrumentRequest } from './create-funding-instrument.request';

@ApiTags('ads: funding instruments')
@Controller(adsPaths('accounts/:account_id/funding_instruments'))
export class CreateFundingInstrumentController {
  constructor(private readonly commands: CommandBus) {}

  /** Sandbox only: a funding instrument of the type asked for. */
  @Post()
  @HttpCode(200)
  @AccountScoped()
  @SandboxOnly()
  async create(@Param('account_id') accountId: string, @AdsParams(CreateFundingInstrumentRequest) p: CreateFundingInstrumentRequest) {
    return AdsResponse.of(
      await this.commands.execute<CreateFundingInstrumentCommand, FundingInstrumentView>(new CreateFundingInstrumentCommand(requestContext.environment(), accountId, p)),
    );
  }
}
