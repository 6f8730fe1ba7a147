import { CreateWebhooks1732000003000 } from './1732000003000-create-webhooks';
import { CreateActivity1732000005000 } from './1732000005000-create-activity';

export const webhooksMigrations = [CreateWebhooks1732000003000, CreateActivity1732000005000];
