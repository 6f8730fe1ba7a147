import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import type { AppView } from '../../projections/apps.read-model';
import { SetAppBetasCommand } from './set-app-betas.command';
import { SetAppBetasRequest } from './set-app-betas.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/apps')
export class SetAppBetasController {
  constructor(private readonly commands: CommandBus) {}

  /** Sets the betas (early-access endpoints) the app is allowed; its signed requests see the change at once. */
  @Patch(':app_id')
  async set(@Param('app_id') appId: string, @Body() body: SetAppBetasRequest): Promise<{ data: AppView }> {
    return { data: await this.commands.execute<SetAppBetasCommand, AppView>(new SetAppBetasCommand(appId, body.betas)) };
  }
}
