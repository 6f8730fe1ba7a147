import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import { Omittable } from '@platform/http';
import { DELIVERY_STATUSES } from '../shared/delivery-log';

const COUNT = { message: 'count must be an integer between 1 and 1000' };

/** `GET /admin/webhooks/:webhook_id/deliveries`: the newest deliveries, of one status or all. */
export class AdminListDeliveriesQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 1000, default: 50 })
  @Omittable()
  @IsString(COUNT)
  @Matches(/^(?:[1-9][0-9]{0,2}|1000)$/, COUNT)
  count?: string;

  @ApiPropertyOptional({ enum: DELIVERY_STATUSES })
  @Omittable()
  @IsIn(DELIVERY_STATUSES, { message: `status must be one of ${DELIVERY_STATUSES.join(', ')}` })
  status?: (typeof DELIVERY_STATUSES)[number];
}
