import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, Matches } from 'class-validator';
import { YYYYMMDDHHMM } from '../replay-webhook/replay-webhook.request';

const yyyymmddhhmm = (field: string) => ({ message: `The \`${field}\` query parameter value is not a UTC time in yyyymmddhhmm format` });

/** The window of `POST /2/account_activity/replay/...`, in the query string as that endpoint took it. */
export class ReplayAccountActivityQuery {
  @ApiProperty({ example: '202611210900' })
  @IsDefined({ message: 'The `from_date` query parameter is required' })
  @IsString(yyyymmddhhmm('from_date'))
  @Matches(YYYYMMDDHHMM, yyyymmddhhmm('from_date'))
  from_date: string;

  @ApiProperty({ example: '202611210910' })
  @IsDefined({ message: 'The `to_date` query parameter is required' })
  @IsString(yyyymmddhhmm('to_date'))
  @Matches(YYYYMMDDHHMM, yyyymmddhhmm('to_date'))
  to_date: string;
}
