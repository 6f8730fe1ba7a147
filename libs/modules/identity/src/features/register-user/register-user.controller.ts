import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import type { UserView } from '../../projections/users.read-model';
import { RegisterUserCommand } from './register-user.command';
import { RegisterUserRequest } from './register-user.request';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/users')
export class RegisterUserController {
  constructor(private readonly commands: CommandBus) {}

  /** Creates a platform user who can sign in on the authorize page. */
  @Post()
  @HttpCode(201)
  async register(@Body() body: RegisterUserRequest): Promise<{ data: UserView }> {
    const user = await this.commands.execute<RegisterUserCommand, UserView>(
      new RegisterUserCommand(body.screen_name, body.password, body.name, body.description),
    );
    return { data: user };
  }
}
