import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';

/**
 * The long-lived responses (activity streams) open in this process. An HTTP
 * server closing gracefully waits for every open response, so shutdown ends
 * these first: their clients see the stream end and reconnect elsewhere.
 */
@Injectable()
export class OpenStreams implements BeforeApplicationShutdown {
  private readonly open = new Set<() => void>();

  /** Registers a stream's close; answers the function that unregisters it. */
  add(close: () => void): () => void {
    this.open.add(close);
    return () => this.open.delete(close);
  }

  get size(): number {
    return this.open.size;
  }

  /** Nest closes the HTTP server after this hook, so streams end before it waits for them. */
  beforeApplicationShutdown(): void {
    this.endAll();
  }

  endAll(): void {
    for (const close of [...this.open]) close();
    this.open.clear();
  }
}
