import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Express } from 'express';
import { inProcess, type InProcessRequest } from '../in-process';
import { ADS_TOOLS, type AdsTool } from './ads-tools';
import { type OpenApiDocument, pathParameters, toolInputSchema } from './tool-schemas';

/** Who calls a tool: the user token as presented, and where the MCP request came from. */
export interface ToolCaller {
  authorization: string;
  userId: string;
  ip: string;
  userAgent?: string;
}

type Json = Record<string, unknown>;
type Arguments = Record<string, unknown>;

/**
 * Runs the Ads MCP's tools as the ads API's own requests: each call is sent
 * through the application (in process, no socket) with the caller's token, so
 * it meets the same authentication, account access, validation, rules, rate
 * limits and errors as the REST call, and lands in the account history and
 * the activity the same way.
 */
@Injectable()
export class AdsToolCalls {
  private tools?: Promise<Tool[]>;
  private request?: InProcessRequest;

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** The tools with their input schemas, made once from the served OpenAPI document (tried again after a failure). */
  list(): Promise<Tool[]> {
    this.tools ??= this.describe().catch((error: unknown) => {
      this.tools = undefined;
      throw error;
    });
    return this.tools;
  }

  private async describe(): Promise<Tool[]> {
    const { status, body } = await this.send('GET', '/openapi.json', {});
    if (status !== 200) throw new Error(`The OpenAPI document answered ${status}; the tools cannot be described now`);
    return ADS_TOOLS.map((tool) => ({
      name: tool.name,
      title: tool.name.replace(/_/g, ' '),
      description: `${tool.description} (${tool.method} ${tool.path})`,
      inputSchema: toolInputSchema(tool, body as unknown as OpenApiDocument),
      annotations: { readOnlyHint: tool.method === 'GET', destructiveHint: tool.method === 'DELETE', openWorldHint: false },
      _meta: { group: tool.group },
    }));
  }

  async call(name: string, args: Arguments, caller: ToolCaller): Promise<CallToolResult | undefined> {
    const tool = ADS_TOOLS.find((t) => t.name === name);
    if (!tool) return undefined;
    const request = requestOf(tool, args, caller.userId);
    if ('refusal' in request) return errorResult(request.refusal);
    const { status, body } = await this.send(tool.method, request.url, {
      authorization: caller.authorization,
      'user-agent': caller.userAgent ?? 'aviary-mcp',
      'x-forwarded-for': caller.ip,
    });
    return status >= 200 && status < 300 ? { content: [{ type: 'text', text: summary(tool, body) }, { type: 'text', text: JSON.stringify(body) }], structuredContent: body } : errorResult(body, status);
  }

  private async send(method: string, url: string, headers: Record<string, string>): Promise<{ status: number; body: Json }> {
    this.request ??= inProcess(this.adapterHost.httpAdapter.getInstance<Express>());
    const answer = await this.request(method, url, { headers, remoteAddress: headers['x-forwarded-for'] });
    const unreadable = answer.status < 300 ? {} : { errors: [{ code: 'INTERNAL_ERROR', message: answer.text.slice(0, 500) }] };
    return { status: answer.status, body: answer.json ?? unreadable };
  }
}

/**
 * The endpoint's URL for a call: path parameters in the path, the others in
 * the query string as the official SDKs send them (lists as csv), what the
 * tool fixes set, and the caller's id where the tool defaults to it.
 */
function requestOf(tool: AdsTool, args: Arguments, userId: string): { url: string } | { refusal: Json } {
  const given = { ...args };
  for (const member of tool.callerDefaults ?? []) given[member] ??= userId;
  for (const [member, narrowed] of Object.entries(tool.narrowed ?? {})) {
    const value = given[member];
    if (value !== undefined && value !== null && !narrowed.values.includes(String(value))) {
      return { refusal: adsError('INVALID_PARAMETER', `${member} may be ${narrowed.values.join(' or ')} here: ${narrowed.otherwise}`, member) };
    }
  }
  let path = tool.path;
  for (const name of pathParameters(tool.path)) {
    const value = given[name];
    if (typeof value !== 'string' && typeof value !== 'number') return { refusal: adsError('MISSING_PARAMETER', `"${name}" is missing`, name) };
    path = path.replace(`:${name}`, encodeURIComponent(String(value)));
    delete given[name];
  }
  const query = new URLSearchParams();
  for (const [member, value] of Object.entries({ ...given, ...tool.fixed })) {
    if (value === undefined || value === null) continue;
    query.append(member, Array.isArray(value) ? value.map(String).join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const search = query.toString();
  return { url: search ? `${path}?${search}` : path };
}

const adsError = (code: string, message: string, parameter: string): Json => ({ errors: [{ code, message, parameter }] });

/** A tool error: the endpoint's errors in the text (code, parameter, message) and as structured content. */
function errorResult(body: Json, status?: number): CallToolResult {
  const errors = Array.isArray(body.errors) ? (body.errors as Array<{ code?: unknown; message?: unknown; parameter?: unknown }>) : [];
  const lines = errors.map((e) => `${String(e.code)}${e.parameter ? ` (${String(e.parameter)})` : ''}: ${String(e.message)}`);
  const text = `${status ? `HTTP ${status} ` : ''}${lines.join('; ') || JSON.stringify(body)}`;
  return { isError: true, content: [{ type: 'text', text }], structuredContent: body };
}

/** A short text of an answer: how many of what, or which one and its status. */
function summary(tool: AdsTool, body: Json): string {
  const data = body.data;
  if (Array.isArray(data)) {
    const more = typeof body.next_cursor === 'string' ? ` (more with cursor ${body.next_cursor})` : '';
    return `${data.length} ${plural(tool.noun, data.length)}${more}`;
  }
  const one = (data ?? {}) as { id?: unknown; id_str?: unknown; entity_status?: unknown };
  const id = one.id_str ?? one.id;
  const status = typeof one.entity_status === 'string' ? ` (${one.entity_status})` : '';
  return id === undefined ? `${tool.noun}` : `${tool.noun} ${String(id)}${status}`;
}

function plural(noun: string, n: number): string {
  if (n === 1) return noun;
  if (noun.endsWith('criterion')) return `${noun.slice(0, -2)}a`;
  if (noun.endsWith('y')) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}
