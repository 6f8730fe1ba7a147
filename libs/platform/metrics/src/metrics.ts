import { Injectable } from '@nestjs/common';
import {
  collectDefaultMetrics,
  Counter,
  type CounterConfiguration,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  type HistogramConfiguration,
  Registry,
} from 'prom-client';

/**
 * The process-wide metrics (CPU, memory, event loop, GC), collected once per
 * process however many applications it builds (the tests build many).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Bounds of the HTTP duration histogram, in seconds: 1 ms to 10 s. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * This application's Prometheus metrics (prom-client), one registry per
 * application instance. Platform pieces and modules declare their own metrics
 * here; `GET /metrics` renders them with the process metrics.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  /** Every HTTP answer, by route template (never the raw path: ids would explode the series). */
  readonly httpRequestDuration = this.histogram({
    name: 'aviary_http_request_duration_seconds',
    help: 'Time from request to the end of its answer, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
  });

  counter<T extends string>(config: Omit<CounterConfiguration<T>, 'registers'>): Counter<T> {
    return new Counter({ ...config, registers: [this.registry] });
  }

  gauge<T extends string>(config: Omit<GaugeConfiguration<T>, 'registers'>): Gauge<T> {
    return new Gauge({ ...config, registers: [this.registry] });
  }

  histogram<T extends string>(config: Omit<HistogramConfiguration<T>, 'registers'>): Histogram<T> {
    return new Histogram({ ...config, registers: [this.registry] });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The text exposition of this application's and the process's metrics. */
  async render(): Promise<string> {
    const [own, process] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${own}\n${process}`;
  }
}
