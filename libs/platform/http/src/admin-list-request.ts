import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const ADMIN_LIST_COUNT = 200;

/** The admin API's lists: how many, newest first (1 to 1000, default 200); a list's filters extend it. */
export class AdminListRequest {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  count: number = ADMIN_LIST_COUNT;
}
