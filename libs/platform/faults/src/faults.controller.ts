import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@platform/auth';
import { ProblemError } from '@platform/http';
import { CreateFaultRequest } from './create-fault.request';
import { badPathGlob, type FaultRule } from './fault-rule';
import { FaultRules, type NewFaultRule } from './fault-rules';

/** Without `expires_in_seconds`, a rule lasts an hour. */
const DEFAULT_EXPIRY_SECONDS = 3600;

/** The fault rules (FAULT_INJECTION=on only): made, listed, ended. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/faults')
export class FaultsController {
  constructor(private readonly rules: FaultRules) {}

  /** Makes a rule; answers it with its `id` (the `x-aviary-fault` of the answers it fault). */
  @Post()
  async create(@Body() body: CreateFaultRequest): Promise<{ data: FaultRule }> {
    return { data: await this.rules.create(newRule(body)) };
  }

  /** The live rules (not expired, not used up), oldest first. */
  @Get()
  async list(): Promise<{ data: FaultRule[] }> {
    return { data: await this.rules.list() };
  }

  /** Ends a live rule; answers it as it was. */
  @Delete(':fault_id')
  @HttpCode(200)
  @ApiParam({ name: 'fault_id', type: String })
  async end(@Param('fault_id') id: string): Promise<{ data: FaultRule }> {
    const ended = await this.rules.end(id);
    if (!ended) throw ProblemError.resourceNotFound('fault', 'fault_id', id);
    return { data: ended };
  }
}

/** The rule a valid body makes; what one member allows only with (or without) another is judged here. */
function newRule(body: CreateFaultRequest): NewFaultRule {
  const refuse = (parameter: keyof CreateFaultRequest, message: string) => {
    const value = body[parameter];
    return ProblemError.invalidParameter(parameter, value === undefined ? undefined : String(value), message);
  };
  const target = body.target ?? 'request';
  if (body.count !== undefined && body.fraction !== undefined) throw refuse('fraction', 'Give count or fraction, not both');
  if (target === 'request') {
    for (const member of ['action', 'webhook_id'] as const) {
      if (body[member] !== undefined) throw refuse(member, `${member} is for webhook_delivery rules`);
    }
    if (body.path === undefined) throw refuse('path', 'path is required');
    const bad = badPathGlob(body.path);
    if (bad) throw refuse('path', bad);
    if (body.status === undefined && !body.delay_ms) throw refuse('status', 'status is required (or a delay_ms of at least 1)');
  } else {
    for (const member of ['method', 'path', 'status', 'delay_ms'] as const) {
      if (body[member] !== undefined) throw refuse(member, `${member} is for request rules`);
    }
    if (body.action === undefined) throw refuse('action', 'action is required: timeout or duplicate');
  }
  const counted = body.count !== undefined;
  return {
    target,
    method: body.method ?? null,
    path: body.path ?? null,
    app_id: body.app_id ?? null,
    webhook_id: body.webhook_id ?? null,
    status: body.status ?? null,
    delay_ms: body.delay_ms ?? null,
    action: body.action ?? null,
    // neither count nor fraction: every matching request until the rule expires
    fraction: counted ? null : (body.fraction ?? 1),
    count: body.count ?? null,
    expires_in_seconds: body.expires_in_seconds ?? DEFAULT_EXPIRY_SECONDS,
  };
}
