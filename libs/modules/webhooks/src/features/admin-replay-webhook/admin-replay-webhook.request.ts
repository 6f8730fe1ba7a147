import { PickType } from '@nestjs/swagger';
import { ReplayWebhookRequest } from '../shared/replay-webhook.request';

/** `POST /admin/webhooks/:webhook_id/replay`: the window of `POST /2/webhooks/replay`, the webhook named by the path. */
export class AdminReplayWebhookRequest extends PickType(ReplayWebhookRequest, ['from_date', 'to_date'] as const) {}
