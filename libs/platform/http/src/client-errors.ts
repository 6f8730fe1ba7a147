import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Request } from 'express';
import { type ErrorRenderer } from './errors/api-exception.filter';
import { SANDBOX_FLAG } from './interface-kind';

/**
 * Requests Node's HTTP parser refuses before any route sees them (headers or
 * URL over the size limit, a malformed request line) answered in the shape of
 * the interface the request line names, like every other error, instead of
 * Node's bare status line.
 */
export function answerClientErrors(server: Server, renderer: ErrorRenderer, options: { sandbox?: boolean } = {}): void {
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    if (!socket.writable || (error.code === 'ECONNRESET' && !error.rawPacket)) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_HEADERS_TIMEOUT' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const path = requestPath(error.rawPacket);
    const req = { path, url: path, method: 'GET', headers: {}, query: {}, params: {}, body: undefined } as unknown as Request;
    if (options.sandbox) (req as unknown as Record<string, unknown>)[SANDBOX_FLAG] = true;
    const message = status === 431 ? 'The request line or headers are too large' : status === 408 ? 'The request took too long to arrive' : 'The request is malformed';
    const rendered = renderer.render(Object.assign(new Error(message), { status, expose: true, type: 'client.error' }), req);
    const body = JSON.stringify(rendered.body);
    socket.end(
      `HTTP/1.1 ${status} ${REASONS[status]}\r\nContent-Type: ${rendered.contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/** The path of the request line, when the packet starts with one (`GET /12/accounts?x HTTP/1.1`). */
function requestPath(packet: Buffer | undefined): string {
  const line = packet?.subarray(0, 64).toString('latin1') ?? '';
  const match = /^[A-Z]+ (\/[^ ?]*)/.exec(line);
  return match ? match[1] : '/';
}
