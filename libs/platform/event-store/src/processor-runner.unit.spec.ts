import type { DataSource } from 'typeorm';
import type { Metrics } from '@platform/metrics';
import type { EventStore } from './event-store';
import { ProcessorRunner } from './processor-runner';

/** A runner without processors: whether it runs shows in its subscription to appended events. */
function runner() {
  const subscriptions = new Set<object>();
  const store = {
    onAppended: () => {
      const subscription = {};
      subscriptions.add(subscription);
      return () => subscriptions.delete(subscription);
    },
  } as unknown as EventStore;
  const metrics = { gauge: () => ({}) } as unknown as Metrics;
  const r = new ProcessorRunner({} as DataSource, store, metrics);
  return { r, running: () => subscriptions.size > 0 };
}

describe('the processor runner around a replacement of the state', () => {
  it('pauses and resumes', async () => {
    const { r, running } = runner();
    r.start();
    await r.pause();
    expect(running()).toBe(false);
    await r.resume();
    expect(running()).toBe(true);
  });

  it('runs again when the resume comes while the pause still waits for the batches', async () => {
    const { r, running } = runner();
    r.start();
    const paused = r.pause();
    const resumed = r.resume();
    await Promise.all([paused, resumed]);
    expect(running()).toBe(true);
  });

  it('starts nothing once shutting down', async () => {
    const { r, running } = runner();
    r.start();
    await r.pause();
    await r.beforeApplicationShutdown();
    await r.resume();
    expect(running()).toBe(false);
  });
});
