export class DeleteWebhookCommand {
  constructor(
    readonly appId: string,
    readonly webhookId: string,
  ) {}
}
