import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsString, Matches } from 'class-validator';

const IDS = { message: 'The `ids` query parameter takes 1 to 100 comma-separated ids, each matching ^[0-9]{1,19}$' };

/** `DELETE /2/activity/subscriptions?ids=`: a csv (or repeated keys) of 1 to 100 subscription ids. */
export class DeleteActivitySubscriptionsQuery {
  @ApiProperty({ description: 'csv of 1 to 100 subscription ids' })
  @Transform(({ value }) => (Array.isArray(value) ? value.join(',') : value))
  @IsDefined({ message: 'The `ids` query parameter is required' })
  @IsString(IDS)
  @Matches(/^[0-9]{1,19}(,[0-9]{1,19}){0,99}$/, IDS)
  ids: string;
}
