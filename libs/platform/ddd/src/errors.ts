/**
 * Business-level failures. Deciders and handlers throw these; the HTTP layer
 * turns them into the shape of the interface that was called (ads `errors`
 * array, platform problem or error object). Nothing here knows about HTTP
 * beyond the status a failure of its kind normally gets.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'missing'
  | 'exclusive'
  | 'not_found'
  | 'conflict'
  | 'forbidden'
  | 'unauthorized'
  | 'too_many_requests';

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  missing: 400,
  exclusive: 400,
  not_found: 404,
  conflict: 409,
  forbidden: 403,
  unauthorized: 401,
  too_many_requests: 429,
};

/** Ads API error code for each kind, unless a more specific one is given. */
const ADS_CODE: Record<DomainErrorKind, string> = {
  invalid: 'INVALID_PARAMETER',
  missing: 'MISSING_PARAMETER',
  exclusive: 'EXCLUSIVE_PARAMETERS',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  forbidden: 'UNAUTHORIZED_ACCESS',
  unauthorized: 'UNAUTHORIZED_ACCESS',
  too_many_requests: 'TOO_MANY_REQUESTS',
};

export interface DomainErrorOptions {
  /** The request parameter at fault, when there is one. */
  parameter?: string;
  /** A more specific ads error code than the kind's default. */
  code?: string;
  /** An HTTP status other than the kind's default. */
  status?: number;
}

export class DomainError extends Error {
  readonly parameter?: string;
  readonly code: string;
  readonly status: number;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.parameter = options.parameter;
    this.code = options.code ?? ADS_CODE[kind];
    this.status = options.status ?? STATUS[kind];
  }
}

export const invalidParameter = (parameter: string, message: string, code?: string) =>
  new DomainError('invalid', message, { parameter, code });

export const missingParameter = (parameter: string, message = `"${parameter}" is a required parameter`) =>
  new DomainError('missing', message, { parameter });

export const exclusiveParameters = (parameters: string[]) =>
  new DomainError('exclusive', `${parameters.map((p) => `"${p}"`).join(' and ')} are mutually exclusive`, {
    parameter: parameters[0],
  });

/**
 * 404 for an id that names nothing the caller may see. `code` is the ads error
 * catalogue's code for the entity where it lists one (`CAMPAIGN_NOT_FOUND`,
 * `LINE_ITEM_NOT_FOUND`, ...); other entities answer the catalogue's `NOT_FOUND`.
 */
export const notFound = (message: string, parameter?: string, code?: string) =>
  new DomainError('not_found', message, { parameter, code });

export const conflict = (message: string, parameter?: string) =>
  new DomainError('conflict', message, { parameter });

export const forbidden = (message: string, parameter?: string) =>
  new DomainError('forbidden', message, { parameter });

/** Raised by the event store when optimistic concurrency retries are exhausted. */
export class ConcurrencyError extends DomainError {
  constructor(readonly streamId: string) {
    super('conflict', 'The resource was changed by another request at the same time; try again.', {
      code: 'CONCURRENT_MODIFICATION',
    });
    this.name = 'ConcurrencyError';
  }
}
