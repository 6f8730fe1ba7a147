import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { NUMERIC_ID } from '@platform/ddd';
import { AdminWebhook } from '../shared/admin-webhook';
import { DeliveryLog, deliveryNotFound, type DeliveryView } from '../shared/delivery-log';

@ApiTags('admin')
@AdminOnly()
@Controller('admin/webhooks/:webhook_id/deliveries/:delivery_id/retry')
export class AdminRetryDeliveryController {
  constructor(
    private readonly webhooks: AdminWebhook,
    private readonly deliveries: DeliveryLog,
  ) {}

  /**
   * Sends the delivery again now, whatever its state: the delivery worker makes
   * a new attempt (shown in its attempts once answered). Answers the delivery,
   * pending; 409 while an attempt is in flight.
   */
  @Post()
  @HttpCode(202)
  async retry(@Param('webhook_id') webhookId: string, @Param('delivery_id') deliveryId: string): Promise<{ data: DeliveryView }> {
    await this.webhooks.of(webhookId);
    // delivery ids are bigints: anything else names no delivery
    if (!NUMERIC_ID.test(deliveryId) || deliveryId.length > 18) throw deliveryNotFound(webhookId, deliveryId);
    return { data: await this.deliveries.retry(webhookId, deliveryId) };
  }
}
