import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import type { ErrorRenderer } from '@platform/http';
import { RequestGate } from './request-gate';

/** A response that records what was sent and ends like express's does. */
function response() {
  const res = Object.assign(new EventEmitter(), {
    headers: {} as Record<string, string>,
    sent: undefined as undefined | { status: number },
    setHeader(name: string, value: string) {
      res.headers[name] = value;
    },
    end() {
      res.emit('finish');
    },
  });
  return res;
}

const renderer = { render: (error: { getStatus(): number }) => ({ status: error.getStatus(), contentType: 'application/json', body: {}, headers: {} }) } as unknown as ErrorRenderer;
jest.mock('@platform/http', () => ({
  sendRendered: (res: { sent: unknown; end(): void }, rendered: { status: number }) => {
    res.sent = { status: rendered.status };
    res.end();
  },
}));

describe('the request gate', () => {
  const request = (path = '/12/accounts') => ({ path }) as Request;

  function through(gate: RequestGate, path?: string) {
    const res = response();
    let entered = false;
    gate.middleware(renderer)(request(path), res as unknown as Response, (() => (entered = true)) as NextFunction);
    return { res, entered: () => entered };
  }

  it('lets requests through while open', () => {
    const gate = new RequestGate();
    expect(through(gate).entered()).toBe(true);
  });

  it('waits for the requests in flight (but the caller) before the work, and holds new ones until it is done', async () => {
    const gate = new RequestGate();
    const caller = through(gate);
    const inFlight = through(gate);
    const steps: string[] = [];
    const work = gate.closedWhile(async () => {
      steps.push('work');
      const held = through(gate);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(held.entered()).toBe(false);
      return held;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(steps).toEqual([]);
    inFlight.res.end();
    const held = await work;
    expect(steps).toEqual(['work']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(held.entered()).toBe(true);
    caller.res.end();
  });

  it('answers 503 once a request waited too long, and never holds health checks', async () => {
    const gate = new RequestGate();
    gate.waitMs = 10;
    let release!: () => void;
    const work = gate.closedWhile(() => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setImmediate(resolve));
    const held = through(gate);
    expect(through(gate, '/health/ready').entered()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(held.entered()).toBe(false);
    expect(held.res.sent).toEqual({ status: 503 });
    expect(held.res.headers['retry-after']).toBe('1');
    release();
    await work;
  });
});
