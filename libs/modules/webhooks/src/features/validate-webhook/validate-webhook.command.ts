/** Runs the CRC challenge of a webhook again (PUT /2/webhooks/:id, or the periodic re-check with its grace period). */
export class ValidateWebhookCommand {
  constructor(
    readonly appId: string,
    readonly webhookId: string,
    /** Periodic re-checks only: a passing failure leaves the webhook valid until this long after its last success. */
    readonly graceSeconds?: number,
  ) {}
}
