export class ReplayWebhookCommand {
  constructor(
    readonly appId: string,
    readonly webhookId: string,
    /** Inclusive start and exclusive end of the window. */
    readonly from: Date,
    readonly to: Date,
  ) {}
}

export interface ReplayJob {
  job_id: string;
  created_at: string;
}
