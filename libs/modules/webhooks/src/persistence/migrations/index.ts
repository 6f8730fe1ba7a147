import { CreateWebhooks1732000003000 } from './1732000003000-create-webhooks';
import { CreateActivity1732000005000 } from './1732000005000-create-activity';
import { AppWebhooksStreams1732000006000 } from './1732000006000-app-webhooks-streams';
import { DropReplayJobs1732000006100 } from './1732000006100-drop-replay-jobs';
import { WebhookLastSuccess1732000006200 } from './1732000006200-webhook-last-success';
import { AccountActivity1732000006300 } from './1732000006300-account-activity';
import { AppActivitySubscriptionsStreams1732000006400 } from './1732000006400-app-activity-subscriptions-streams';
import { AppAccountActivity1732000006500 } from './1732000006500-app-account-activity';
import { WebhookRecheckClaims1732000011500 } from './1732000011500-webhook-recheck-claims';
import { DeliveryAttempts1732000013710 } from './1732000013710-delivery-attempts';
import { WebhookLastCheck1732000013720 } from './1732000013720-webhook-last-check';

export const webhooksMigrations = [
  CreateWebhooks1732000003000,
  CreateActivity1732000005000,
  AppWebhooksStreams1732000006000,
  DropReplayJobs1732000006100,
  WebhookLastSuccess1732000006200,
  AccountActivity1732000006300,
  AppActivitySubscriptionsStreams1732000006400,
  AppAccountActivity1732000006500,
  WebhookRecheckClaims1732000011500,
  DeliveryAttempts1732000013710,
  WebhookLastCheck1732000013720,
];
