import type { Express } from 'express';
import { inject } from 'light-my-request';

/** An answer of a request sent through the application in process: its status and its JSON (or text). */
export interface InProcessAnswer {
  status: number;
  /** The body as JSON, when it is JSON. */
  json: Record<string, unknown> | undefined;
  text: string;
}

export type InProcessRequest = (
  method: string,
  url: string,
  options?: { headers?: Record<string, string>; json?: unknown; form?: Record<string, string>; remoteAddress?: string },
) => Promise<InProcessAnswer>;

/**
 * Requests sent through the application itself, with no socket (light-my-request):
 * every middleware, guard, pipe and filter runs as for a request off the wire,
 * whatever the listeners speak (HTTP or HTTPS) or wherever they listen. The
 * Ads MCP's tool calls and the demo seed go this way.
 */
export function inProcess(express: Express): InProcessRequest {
  return async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    let payload: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    }
    const response = await inject((req, res) => express(...(ownMethods(req, res) as Parameters<Express>)), {
      method: method as 'GET',
      url,
      headers,
      payload,
      remoteAddress: options.remoteAddress,
    });
    let json: Record<string, unknown> | undefined;
    if (/json/.test(String(response.headers['content-type'] ?? ''))) {
      try {
        json = JSON.parse(response.payload) as Record<string, unknown>;
      } catch {
        json = undefined;
      }
    }
    return { status: response.statusCode, json, text: response.payload };
  };
}

/**
 * Express gives every request and response its own prototypes (its `req` and
 * `res` helpers over Node's), which would drop the in-process request's and
 * response's methods (how the answer is captured): they are kept as the
 * objects' own members first.
 */
function ownMethods(...targets: object[]): object[] {
  for (const target of targets) {
    const prototype = Object.getPrototypeOf(target) as object;
    for (const key of Object.getOwnPropertyNames(prototype)) {
      const descriptor = Object.getOwnPropertyDescriptor(prototype, key);
      if (key !== 'constructor' && typeof descriptor?.value === 'function') Object.defineProperty(target, key, { ...descriptor, enumerable: false });
    }
  }
  return targets;
}
