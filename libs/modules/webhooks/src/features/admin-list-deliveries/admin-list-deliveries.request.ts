import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { AdminListRequest, Omittable } from '@platform/http';
import { DELIVERY_STATUSES } from '../shared/delivery-log';

/** `GET /admin/webhooks/:webhook_id/deliveries`: the newest deliveries (`count`, default 50: each carries its attempts), of one status or all. */
export class AdminListDeliveriesQuery extends AdminListRequest {
  @ApiPropertyOptional({ enum: DELIVERY_STATUSES })
  @Omittable()
  @IsIn(DELIVERY_STATUSES, { message: `status must be one of ${DELIVERY_STATUSES.join(', ')}` })
  status?: (typeof DELIVERY_STATUSES)[number];
}
