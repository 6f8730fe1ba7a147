import { AsyncLocalStorage } from 'node:async_hooks';

export type Environment = 'production' | 'sandbox';

/**
 * Who is acting and in which environment, for the duration of one request (or
 * one processor batch). The HTTP layer opens it, authentication fills in the
 * actor, and the event store copies it into every event's metadata.
 */
export interface RequestContext {
  requestId: string;
  correlationId: string;
  environment: Environment;
  userId?: string;
  appId?: string;
  accountId?: string;
  /** How the caller authenticated: 'oauth1', 'bearer', 'admin'. */
  authScheme?: string;
  /** OAuth 1.0a access level of the token in use. */
  accessLevel?: 'read' | 'write';
  /**
   * The OAuth 1.0a signature base strings the server computed for a request whose signature it
   * refused (one per base URI it may have been signed for); never the signing key.
   */
  signatureBaseStrings?: string[];
}

const storage = new AsyncLocalStorage<RequestContext>();

export const requestContext = {
  run<T>(context: RequestContext, fn: () => T): T {
    return storage.run(context, fn);
  },
  current(): RequestContext | undefined {
    return storage.getStore();
  },
  /** Adds to the current context (no-op outside a request). */
  assign(values: Partial<RequestContext>): void {
    const store = storage.getStore();
    if (store) Object.assign(store, values);
  },
  environment(): Environment {
    return storage.getStore()?.environment ?? 'production';
  },
};
