import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { AdminListRequest } from '@platform/http';
import { type UserView, UsersReadModel } from '../../projections/users.read-model';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/users')
export class ListUsersController {
  constructor(private readonly users: UsersReadModel) {}

  /** The users, newest first. */
  @Get()
  async list(@Query() query: AdminListRequest): Promise<{ data: UserView[] }> {
    return { data: await this.users.list(query.count) };
  }
}
