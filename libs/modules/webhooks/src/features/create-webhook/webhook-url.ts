import { webhookRefusal } from '../shared/webhook-problems';

/**
 * A webhook URL: absolute http(s). With WEBHOOK_URL_STRICT, the platform's
 * public rules too: https only, no port. Refused as `UrlValidationFailed`.
 */
export function checkWebhookUrl(url: string, strict: boolean): void {
  const invalid = (detail: string) => webhookRefusal('UrlValidationFailed', detail, { name: 'url', value: url });
  if (!URL.canParse(url)) throw invalid(`The \`url\` body parameter value [${url}] is not a valid URL`);
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw invalid('The `url` must use https (or http)');
  if (parsed.username || parsed.password) throw invalid('The `url` must not carry credentials');
  if (strict && parsed.protocol !== 'https:') throw invalid('The `url` must use https');
  if (strict && parsed.port) throw invalid('The `url` must not name a port');
}
