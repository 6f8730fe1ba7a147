export class CreateWebhookCommand {
  constructor(
    readonly appId: string,
    readonly url: string,
  ) {}
}

export interface CreatedWebhook {
  id: string;
  url: string;
  valid: boolean;
  created_at: string;
}
