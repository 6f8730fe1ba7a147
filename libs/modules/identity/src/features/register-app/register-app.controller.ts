import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import type { AppView } from '../../projections/apps.read-model';
import { RegisterAppCommand } from './register-app.command';
import { RegisterAppRequest } from './register-app.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/apps')
export class RegisterAppController {
  constructor(private readonly commands: CommandBus) {}

  /** Registers a client application and answers its consumer key and secret. */
  @Post()
  @HttpCode(201)
  async register(@Body() body: RegisterAppRequest): Promise<{ data: AppView }> {
    const app = await this.commands.execute<RegisterAppCommand, AppView>(
      new RegisterAppCommand(body.name, body.callback_urls ?? [], body.sign_in_with ?? true, body.desktop ?? false, body.betas ?? null),
    );
    return { data: app };
  }
}
