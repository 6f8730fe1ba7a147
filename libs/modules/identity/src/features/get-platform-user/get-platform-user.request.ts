import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString } from 'class-validator';
import { UserFieldsQuery } from '../../contracts/platform-users.contract';

/** `GET /2/users/me`, `/2/users/:id`, `/2/users/by/username/:username`: the user fields asked for. */
export class GetPlatformUserQuery extends UserFieldsQuery {}

/** A csv list as the SDKs send it; repeated keys are read as one list. */
const csv = ({ value }: { value: unknown }) => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? value.join(',') : value);

export class GetPlatformUsersByIdsQuery extends GetPlatformUserQuery {
  @ApiProperty({ description: 'csv of up to 100 user ids' })
  @Transform(csv)
  @IsString({ message: 'The `ids` query parameter must be a csv of user ids' })
  ids!: string;
}

export class GetPlatformUsersByUsernamesQuery extends GetPlatformUserQuery {
  @ApiProperty({ description: 'csv of up to 100 usernames' })
  @Transform(csv)
  @IsString({ message: 'The `usernames` query parameter must be a csv of usernames' })
  usernames!: string;
}
