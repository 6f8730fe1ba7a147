/**
 * Failures raised by the HTTP layer itself, each already in the vocabulary of
 * one interface. Business failures are DomainErrors (from @platform/ddd) and are
 * translated by the exception filter according to the interface called.
 */

export interface AdsErrorEntry {
  code: string;
  message: string;
  parameter?: string;
}

/** An ads API error: one or more `{code, message, parameter?}` inside `errors`. */
export class AdsError extends Error {
  readonly entries: AdsErrorEntry[];
  /** Members of the error body besides `errors` and `request` (a batch's `operation_errors`). */
  body: Record<string, unknown> = {};

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly parameter?: string,
    more: AdsErrorEntry[] = [],
  ) {
    super(message);
    this.name = 'AdsError';
    this.entries = [{ code, message, ...(parameter !== undefined ? { parameter } : {}) }, ...more];
  }

  /** A batch refused as a whole for its items' errors: `operation_errors` holds each item's errors, in request order. */
  static batch(message: string, operationErrors: AdsErrorEntry[][]): AdsError {
    const error = new AdsError(400, 'INVALID_PARAMETER', message);
    error.body = { operation_errors: operationErrors };
    return error;
  }
}

/**
 * A v1.1-style platform error: `{errors: [{code, message}]}` with a numeric
 * code, and a `label` between them where the platform gives one (code 99's
 * `authenticity_token_error`).
 */
export class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly label?: string,
  ) {
    super(message);
    this.name = 'PlatformError';
  }

  /** The error object as it goes in `errors`. */
  entry(): { code: number; label?: string; message: string } {
    return this.label === undefined ? { code: this.code, message: this.message } : { code: this.code, label: this.label, message: this.message };
  }
}

/** An RFC 7807 problem; `type` is a suffix of the problem base URL, or `about:blank`. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly title: string,
    readonly detail?: string,
    readonly extras: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail ?? title);
    this.name = 'ProblemError';
  }

  /**
   * 400 `invalid-request` naming each bad parameter and the value given. The
   * `detail` explains this error: the one failure's own message, or, when
   * several parameters failed, that several did (each is in `errors`).
   */
  static invalidRequest(errors: Array<{ message: string; parameters: Record<string, string[]> }>): ProblemError {
    return new ProblemError(400, 'invalid-request', 'Invalid Request', invalidRequestDetail(errors), { errors });
  }

  static invalidParameter(parameter: string, value: string | undefined, message: string): ProblemError {
    return ProblemError.invalidRequest([{ message, parameters: { [parameter]: [value ?? ''] } }]);
  }

  /**
   * 404 `resource-not-found` for an id that names nothing (or nothing the
   * caller may see), in the platform's words: "Could not find <type> with id: [<id>]."
   */
  static resourceNotFound(resourceType: string, parameter: string, id: string): ProblemError {
    return new ProblemError(404, 'resource-not-found', 'Not Found Error', `Could not find ${resourceType} with id: [${id}].`, {
      parameter,
      value: id,
      resource_id: id,
      resource_type: resourceType,
    });
  }
}

/** An invalid request's `detail`: the message of its only failure, or a summary of several. */
export function invalidRequestDetail(errors: ReadonlyArray<{ message: string }>): string {
  return errors.length === 1 ? errors[0].message : 'One or more parameters to your request was invalid.';
}
