import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import type { LineItemAppView } from '../../domain/line-item-extras';
import { UpdateLineItemAppCommand } from '../create-line-item-app/line-item-app.commands';
import { UpdateLineItemAppRequest } from '../create-line-item-app/line-item-app.request';

@ApiTags('ads: line item apps')
@Controller(adsPaths('accounts/:account_id/line_item_apps/:line_item_app_id'))
export class UpdateLineItemAppController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @AccountScoped()
  async update(@Param('account_id') accountId: string, @Param('line_item_app_id') id: string, @AdsParams(UpdateLineItemAppRequest) p: UpdateLineItemAppRequest) {
    return AdsResponse.of(
      await this.commands.execute<UpdateLineItemAppCommand, LineItemAppView>(
        new UpdateLineItemAppCommand(requestContext.environment(), accountId, id, { os_type: p.os_type, app_store_identifier: p.app_store_identifier }),
      ),
    );
  }
}
