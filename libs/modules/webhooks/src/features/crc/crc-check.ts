import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { webhookSignature } from '../activity-delivery/signature';

/** What a CRC challenge found: a correct answer, or why not. */
export type CrcResult = { valid: true } | { valid: false; reason: string };

const TIMEOUT_MS = 3000;
const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * The challenge-response check of a webhook URL: `GET <url>?crc_token=<random>`
 * must answer, within 3 s, JSON `{"response_token": "sha256=<base64 of
 * HMAC-SHA256(consumer secret, crc_token)>"}`.
 */
@Injectable()
export class CrcCheck {
  async run(url: string, consumerSecret: string): Promise<CrcResult> {
    const token = randomBytes(24).toString('base64url');
    const target = new URL(url);
    target.searchParams.set('crc_token', token);
    const expected = webhookSignature(consumerSecret, token);
    let response: Response;
    try {
      response = await fetch(target, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      return { valid: false, reason: timedOut ? 'no answer within 3 seconds' : `could not connect (${(error as Error).message})` };
    }
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      return { valid: false, reason: `answered HTTP ${response.status}` };
    }
    let text: string | undefined;
    try {
      text = await readAtMost(response, MAX_RESPONSE_BYTES);
    } catch {
      return { valid: false, reason: 'did not finish its answer within 3 seconds' };
    }
    if (text === undefined) return { valid: false, reason: 'answered more than 64 KiB' };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { valid: false, reason: 'answered something that is not JSON' };
    }
    const answered = (body as { response_token?: unknown })?.response_token;
    if (answered !== expected) return { valid: false, reason: 'answered a wrong response_token' };
    return { valid: true };
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
