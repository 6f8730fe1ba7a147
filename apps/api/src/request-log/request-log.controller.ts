import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { notFound } from '@platform/ddd';
import { RequestLog, type RequestLogEntry, type RequestLogFilter } from '@platform/http';
import { ListRequestsQuery } from './list-requests.request';

/** A logged request as the admin API shows it; the list leaves the error body out. */
interface RequestView {
  id: string;
  time: string;
  method: string;
  path: string;
  route?: string;
  listener: 'api' | 'sandbox';
  caller: { app_id?: string; user_id?: string; auth_scheme?: string };
  status: number;
  duration_ms: number;
  aborted?: true;
  /** The failure's message, short (the list's line). */
  error_summary?: string;
  /** The failure's body as sent (JSON parsed; text otherwise); on a single request only. */
  error_body?: unknown;
  error_body_truncated?: true;
  /** The base string the server computed for a refused OAuth 1.0a signature (for the request's own URL). */
  signature_base_string?: string;
  /** Each base string it tried, when it may have been signed for several base URLs (OAUTH_PUBLIC_BASE_URL). */
  signature_base_strings?: string[];
}

@ApiTags('admin')
@AdminOnly()
@Controller('admin/requests')
export class RequestLogController {
  constructor(private readonly log: RequestLog) {}

  /** This replica's last API requests (REQUEST_LOG_SIZE of them), newest first; the admin API's own are not logged. */
  @Get()
  list(@Query() query: ListRequestsQuery): { data: RequestView[] } {
    const filter: RequestLogFilter = {
      appId: query.app_id,
      userId: query.user_id,
      listener: query.listener,
      statuses: query.status?.split(',').map((s) => (s.endsWith('xx') ? { class: Number(s[0]) } : { exact: Number(s) })),
    };
    return { data: this.log.newest(query.count === undefined ? 100 : Number(query.count), filter).map((e) => view(e, false)) };
  }

  /** One logged request, with its full error body. */
  @Get(':request_id')
  get(@Param('request_id') id: string): { data: RequestView } {
    const entry = this.log.get(id);
    if (!entry) throw notFound(`Request ${id} is not in this replica's request log`, 'request_id');
    return { data: view(entry, true) };
  }
}

function view(e: RequestLogEntry, full: boolean): RequestView {
  const out: RequestView = {
    id: e.id,
    time: new Date(e.at).toISOString(),
    method: e.method,
    path: e.path,
    ...(e.route !== undefined ? { route: e.route } : {}),
    listener: e.listener,
    caller: {
      ...(e.appId !== undefined ? { app_id: e.appId } : {}),
      ...(e.userId !== undefined ? { user_id: e.userId } : {}),
      ...(e.authScheme !== undefined ? { auth_scheme: e.authScheme } : {}),
    },
    status: e.status,
    duration_ms: e.durationMs,
    ...(e.aborted ? { aborted: true as const } : {}),
  };
  if (e.errorBody !== undefined) {
    const parsed = parsedJson(e.errorBody);
    out.error_summary = summary(parsed ?? e.errorBody);
    if (full) {
      out.error_body = parsed ?? e.errorBody;
      if (e.errorBodyTruncated) out.error_body_truncated = true;
    }
  }
  if (e.signatureBaseStrings?.length) {
    out.signature_base_string = e.signatureBaseStrings[0];
    if (e.signatureBaseStrings.length > 1) out.signature_base_strings = e.signatureBaseStrings;
  }
  return out;
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The message of a problem (`detail`, `title`), an error list (`errors[0].message`), an OAuth 2.0 error, or the text's start. */
function summary(body: unknown): string {
  const cut = (s: string) => (s.length > 200 ? `${s.slice(0, 199)}…` : s);
  if (typeof body === 'string') return cut(body);
  const b = (body ?? {}) as { detail?: unknown; title?: unknown; errors?: Array<{ message?: unknown }>; error_description?: unknown; error?: unknown };
  const message = b.detail ?? b.errors?.[0]?.message ?? b.error_description ?? b.title ?? b.error;
  return cut(typeof message === 'string' ? message : JSON.stringify(body));
}
