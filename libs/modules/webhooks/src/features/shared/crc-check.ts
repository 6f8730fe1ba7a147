import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Inject, Injectable } from '@nestjs/common';
import { SETTINGS, type Settings } from '@platform/config';
import { webhookSignature } from './signature';

/**
 * What a CRC challenge found: a correct answer, or why not, and whether the
 * failure may pass (an HTTP 4xx or 5xx, a timeout, a connection that failed
 * or closed) or says the URL does not answer for the app (a wrong or
 * malformed answer, a redirect, a TLS failure).
 */
export type CrcResult = ({ valid: true } | { valid: false; reason: string; transient: boolean }) & {
  /** The HTTP status the URL answered with; null when no answer came. */
  status: number | null;
  /** How long the check took, in milliseconds. */
  latencyMs: number;
};
type Found = { valid: true; status: number } | { valid: false; reason: string; transient: boolean; status?: number };

const failed = (reason: string, transient: boolean, status?: number): Found => ({ valid: false, reason, transient, status });

/** Node's codes for a certificate or TLS handshake the client refused. */
const TLS_FAILURE = /^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_(GET_ISSUER_CERT|VERIFY_LEAF_SIGNATURE))/;

const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * The challenge-response check of a webhook URL: `GET <url>?crc_token=<random>`
 * must answer, within WEBHOOK_CRC_TIMEOUT_MS (10 s, the time the webhooks docs
 * allow), JSON `{"response_token": "sha256=<base64 of HMAC-SHA256(consumer
 * secret, crc_token)>"}`.
 */
@Injectable()
export class CrcCheck {
  constructor(@Inject(SETTINGS) private readonly settings: Settings) {}

  async run(url: string, consumerSecret: string): Promise<CrcResult> {
    const started = performance.now();
    const found = await this.challenge(url, consumerSecret);
    return { ...found, status: found.status ?? null, latencyMs: Math.round(performance.now() - started) };
  }

  private async challenge(url: string, consumerSecret: string): Promise<Found> {
    const timeoutMs = this.settings.WEBHOOK_CRC_TIMEOUT_MS;
    const within = `within ${timeoutMs % 1000 === 0 ? `${timeoutMs / 1000} second${timeoutMs === 1000 ? '' : 's'}` : `${timeoutMs} ms`}`;
    const token = randomBytes(24).toString('base64url');
    const target = new URL(url);
    target.searchParams.set('crc_token', token);
    const expected = webhookSignature(consumerSecret, token);
    let response: Response;
    try {
      response = await fetch(target, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') return failed(`no answer ${within}`, true);
      const code = String((error as { cause?: { code?: unknown } }).cause?.code ?? '');
      if (TLS_FAILURE.test(code)) return failed(`failed its TLS handshake (${code})`, false);
      return failed(`could not connect (${code || (error as Error).message})`, true);
    }
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      // a redirect (not followed) or another success than 200 is no answer for the app; errors may pass
      return failed(`answered HTTP ${response.status}`, response.status >= 400, response.status);
    }
    let text: string | undefined;
    try {
      text = await readAtMost(response, MAX_RESPONSE_BYTES);
    } catch {
      return failed(`did not finish its answer ${within}`, true, 200);
    }
    if (text === undefined) return failed('answered more than 64 KiB', false, 200);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return failed('answered something that is not JSON', false, 200);
    }
    const answered = (body as { response_token?: unknown })?.response_token;
    if (answered !== expected) return failed('answered a wrong response_token', false, 200);
    return { valid: true, status: 200 };
  }
}

/** The body as text, or undefined (and the rest left unread) once it passes `max` bytes. */
async function readAtMost(response: Response, max: number): Promise<string | undefined> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks).toString('utf8');
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
}
