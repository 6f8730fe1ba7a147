export class ValidateWebhookCommand {
  constructor(
    readonly appId: string,
    readonly webhookId: string,
  ) {}
}
