import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { notFound } from '@platform/ddd';
import { type UserView, UsersReadModel } from '../../projections/users.read-model';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/users')
export class GetUserController {
  constructor(private readonly users: UsersReadModel) {}

  @Get(':user_id')
  async get(@Param('user_id') userId: string): Promise<{ data: UserView }> {
    const user = await this.users.get(userId);
    if (!user) throw notFound(`User ${userId} was not found`, 'user_id');
    return { data: user };
  }
}
