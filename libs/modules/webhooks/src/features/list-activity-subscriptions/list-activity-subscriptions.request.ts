import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { Omittable } from '@platform/http';

const MAX_RESULTS = { message: 'The `max_results` query parameter is not between 1 and 1000' };
/** A decimal integer string becomes its number; anything else stays as given, and is refused. */
const toInteger = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : value);

export class ListActivitySubscriptionsQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 1000, default: 100 })
  @Omittable()
  @Transform(toInteger)
  @IsInt(MAX_RESULTS)
  @Min(1, MAX_RESULTS)
  @Max(1000, MAX_RESULTS)
  max_results: number = 100;

  @ApiPropertyOptional({ description: 'next_token of the previous page' })
  @Omittable()
  @IsString({ message: 'The `pagination_token` query parameter is not valid' })
  pagination_token?: string;
}
