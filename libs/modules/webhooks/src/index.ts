export { WebhooksModule } from './webhooks.module';
export { webhooksMigrations } from './persistence/migrations';
