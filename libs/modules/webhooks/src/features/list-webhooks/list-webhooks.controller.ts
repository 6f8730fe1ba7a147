import { Controller, Get, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { AppOnly, CallingApp } from '@platform/auth';
import { ProblemError } from '@platform/http';
import { type WebhookConfigView, WebhookConfigsReadModel } from '../../projections/webhook-configs.read-model';

const FIELDS = ['created_at', 'id', 'url', 'valid'] as const;

@ApiTags('webhooks')
@Controller('2/webhooks')
export class ListWebhooksController {
  constructor(private readonly configs: WebhookConfigsReadModel) {}

  /** The webhook configs of the calling app (app-only bearer token). */
  @Get()
  @AppOnly()
  @ApiQuery({ name: 'webhook_config.fields', required: false, description: `csv of ${FIELDS.join(', ')}` })
  async list(
    @CallingApp() appId: string,
    @Query('webhook_config.fields') fields?: unknown,
  ): Promise<{ data: WebhookConfigView[]; meta: { result_count: number } }> {
    if (fields !== undefined) validateFields(fields);
    const data = await this.configs.listForApp(appId);
    // an empty list is `data: []` with a zero count, as the docs' examples show it
    return { data, meta: { result_count: data.length } };
  }
}

/** csv of the four config fields, each once, at least one (form style, not exploded). */
function validateFields(raw: unknown): void {
  const value = typeof raw === 'string' ? raw : undefined;
  const parts = value?.split(',') ?? [];
  const invalid = (message: string) =>
    ProblemError.invalidParameter('webhook_config.fields', Array.isArray(raw) ? raw.join(',') : String(raw ?? ''), message);
  if (value === undefined || value === '' || parts.some((p) => p === '')) {
    throw invalid('The `webhook_config.fields` query parameter value [' + String(raw) + '] is not valid');
  }
  for (const part of parts) {
    if (!(FIELDS as readonly string[]).includes(part)) {
      throw invalid(`The \`webhook_config.fields\` query parameter value [${part}] is not one of [${FIELDS.join(',')}]`);
    }
  }
  if (new Set(parts).size !== parts.length) {
    throw invalid('The `webhook_config.fields` query parameter value [' + value + '] has duplicates');
  }
}
