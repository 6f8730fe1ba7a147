import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { type TaxSettingsView, taxSettingsAnswer } from '../../domain/account-settings';
import { UpdateTaxSettingsCommand } from '../account-settings.commands';
import { UpdateTaxSettingsRequest } from './update-tax-settings.request';

@ApiTags('ads: accounts')
@Controller(adsPaths('accounts/:account_id/tax_settings'))
export class UpdateTaxSettingsController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @AccountScoped()
  async update(@Param('account_id') accountId: string, @AdsParams(UpdateTaxSettingsRequest) p: UpdateTaxSettingsRequest) {
    const settings = await this.commands.execute<UpdateTaxSettingsCommand, TaxSettingsView>(new UpdateTaxSettingsCommand(requestContext.environment(), accountId, { ...p }));
    return AdsResponse.of(taxSettingsAnswer(settings));
  }
}
