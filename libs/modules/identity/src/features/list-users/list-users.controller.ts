import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { AdminOnly } from '@platform/auth';
import { type UserView, UsersReadModel } from '../../projections/users.read-model';

export class ListUsersRequest {
  /** How many, newest first (1 to 1000, default 200). */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  count?: number;
}

@ApiTags('admin')
@AdminOnly()
@Controller('admin/users')
export class ListUsersController {
  constructor(private readonly users: UsersReadModel) {}

  /** The users, newest first. */
  @Get()
  async list(@Query() query: ListUsersRequest): Promise<{ data: UserView[] }> {
    return { data: await this.users.list(query.count ?? 200) };
  }
}
