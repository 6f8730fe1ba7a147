import { ApiProperty } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';

/** The window of `POST /2/account_activity/replay/...`, in the query string as that endpoint took it. */
export class ReplayAccountActivityQuery {
  @ApiProperty({ example: '202611210900', pattern: '^[0-9]{12}$', description: 'The first minute replayed (inclusive), UTC, yyyymmddhhmm.' })
  @IsDefined({ message: 'The `from_date` query parameter is required' })
  from_date: string;

  @ApiProperty({ example: '202611210910', pattern: '^[0-9]{12}$', description: 'The first minute not replayed (exclusive), UTC, yyyymmddhhmm.' })
  @IsDefined({ message: 'The `to_date` query parameter is required' })
  to_date: string;
}
