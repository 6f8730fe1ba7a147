import { Controller, Get, Inject, Param, type Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { notFound } from '@platform/ddd';

/** A read model that finds its rows by id. */
interface RowsById {
  get(id: string): Promise<object | undefined>;
}

/**
 * The admin API's GET of one row of a read model by the path's id
 * (`GET /admin/apps/:app_id`): `{data: row}`, or 404 naming the parameter.
 */
export function adminGetRoute(options: { path: string; idParam: string; label: string; rows: Type<RowsById> }): Type<object> {
  @ApiTags('admin')
  @AdminOnly()
  @Controller(options.path)
  class AdminGetRoute {
    constructor(@Inject(options.rows) readonly rows: RowsById) {}

    @Get(`:${options.idParam}`)
    async get(@Param(options.idParam) id: string): Promise<{ data: object }> {
      const row = await this.rows.get(id);
      if (!row) throw notFound(`${options.label} ${id} was not found`, options.idParam);
      return { data: row };
    }
  }
  return AdminGetRoute;
}
