import { CreateWebhooks1732000003000 } from './1732000003000-create-webhooks';

export const webhooksMigrations = [CreateWebhooks1732000003000];
