import { createHmac } from 'node:crypto';

/**
 * The platform's webhook signature: `sha256=` and the base64 HMAC-SHA256 of
 * the raw body keyed with the app's consumer secret (the same construction as
 * the CRC response token).
 */
export function webhookSignature(consumerSecret: string, body: string): string {
  return `sha256=${createHmac('sha256', consumerSecret).update(body).digest('base64')}`;
}

/** The header's name with the neutral word in place of the brand word (the spec's naming rule). */
export const SIGNATURE_HEADER = 'x-platform-webhooks-signature';
