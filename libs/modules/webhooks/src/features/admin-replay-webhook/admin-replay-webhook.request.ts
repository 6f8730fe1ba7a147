import { ApiProperty } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';

/** `POST /admin/webhooks/:webhook_id/replay`: a window of whole minutes (UTC), as `POST /2/webhooks/replay` takes it. */
export class AdminReplayWebhookRequest {
  @ApiProperty({ example: '202611210900', pattern: '^[0-9]{12}$', description: 'The first minute replayed (inclusive), UTC, yyyymmddhhmm.' })
  @IsDefined({ message: 'The `from_date` field is required' })
  from_date: string;

  @ApiProperty({ example: '202611210910', pattern: '^[0-9]{12}$', description: 'The last minute replayed (inclusive), UTC, yyyymmddhhmm.' })
  @IsDefined({ message: 'The `to_date` field is required' })
  to_date: string;
}
