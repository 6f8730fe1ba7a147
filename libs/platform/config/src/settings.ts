import { applyDecorators } from '@nestjs/common';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** An integer setting within bounds; the message names the variable and the range. */
function IntSetting(name: string, min: number, max: number): PropertyDecorator {
  const message = `${name} must be an integer between ${min} and ${max}`;
  return applyDecorators(Transform(toInt), IsInt({ message }), Min(min, { message }), Max(max, { message }));
}

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
const emptyToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Every setting the server reads from its environment. Validated once at start:
 * a bad value stops the process with a message naming the variable.
 */
export class Settings {
  @IntSetting('PORT', 0, 65535)
  PORT: number = 3000;

  @IntSetting('SANDBOX_PORT', 0, 65535)
  SANDBOX_PORT: number = 3001;

  @IsString({ message: 'HOST must be a host name or address' })
  @MinLength(1, { message: 'HOST must be a host name or address' })
  HOST: string = '0.0.0.0';

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, {
    message: 'DATABASE_URL must be a postgres:// or postgresql:// connection URL',
  })
  DATABASE_URL?: string;

  @IntSetting('DATABASE_POOL_SIZE', 1, 200)
  DATABASE_POOL_SIZE: number = 20;

  /**
   * How long the server's own database sessions may sit idle inside a transaction before PostgreSQL
   * ends them (`idle_in_transaction_session_timeout`), so an abandoned transaction cannot hold the
   * processors' snapshot horizon back for good; 0 turns it off.
   */
  @IntSetting('DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 0, 86400000)
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: number = 60000;

  /**
   * `/health/ready` answers 503 while a processor's oldest unhandled event is older than this many
   * seconds (a stuck or missing processor); 0 leaves processors out of readiness.
   */
  @IntSetting('READY_MAX_PROCESSOR_LAG_SECONDS', 0, 86400)
  READY_MAX_PROCESSOR_LAG_SECONDS: number = 300;

  @IsString({ message: 'DATA_DIR must be a directory path' })
  @MinLength(1, { message: 'DATA_DIR must be a directory path' })
  DATA_DIR: string = '.data';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'ADMIN_TOKEN must be at least 16 characters long' })
  ADMIN_TOKEN?: string;

  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'PROBLEM_BASE_URL must be an absolute http(s) URL' },
  )
  PROBLEM_BASE_URL: string = 'https://api.twitter.com/2/problems';

  @IsIn(LOG_LEVELS as unknown as string[], { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL: LogLevel = 'info';

  /** `json` lines, readable `pretty` lines, or `auto`: pretty when stdout is a terminal, JSON otherwise. */
  @IsIn(['auto', 'json', 'pretty'], { message: 'LOG_FORMAT must be one of auto, json, pretty' })
  LOG_FORMAT: 'auto' | 'json' | 'pretty' = 'auto';

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[0-9a-fA-F]{64}$/, { message: 'ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes)' })
  ENCRYPTION_KEY?: string;

  @IntSetting('OAUTH_TIMESTAMP_WINDOW_SECONDS', 1, 86400)
  OAUTH_TIMESTAMP_WINDOW_SECONDS: number = 300;

  /** Public base URLs (comma-separated) clients may have signed for, behind a proxy. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^https?:\/\/[^\s,]+(,\s*https?:\/\/[^\s,]+)*$/, {
    message: 'OAUTH_PUBLIC_BASE_URL must be one or more comma-separated http(s) URLs',
  })
  OAUTH_PUBLIC_BASE_URL?: string;

  /**
   * Where OAuth 1.0a nonces are remembered: `memory` (each process; right for one
   * replica, and fastest) or `database` (shared by every replica).
   */
  @IsIn(['memory', 'database'], { message: 'OAUTH_NONCE_STORE must be one of memory, database' })
  OAUTH_NONCE_STORE: 'memory' | 'database' = 'memory';

  @IntSetting('BEARER_TOKEN_REQUESTS_PER_15_MINUTES', 1, 100000)
  BEARER_TOKEN_REQUESTS_PER_15_MINUTES: number = 450;

  /** Webhook configs an app may register. */
  @IntSetting('WEBHOOKS_PER_APP', 1, 1000)
  WEBHOOKS_PER_APP: number = 5;

  /**
   * Webhook URLs must follow the platform's public rules (https, no port) when
   * true; by default plain http and ports are allowed, for local receivers.
   */
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsIn([true, false], { message: 'WEBHOOK_URL_STRICT must be true or false' })
  WEBHOOK_URL_STRICT: boolean = false;

  /** Account Activity subscriptions (webhook and user) an app may hold over all its webhooks: the platform's Enterprise tier (5000+). */
  @IntSetting('ACCOUNT_ACTIVITY_SUBSCRIPTIONS_PER_APP', 1, 1000000)
  ACCOUNT_ACTIVITY_SUBSCRIPTIONS_PER_APP: number = 5000;

  /** Activity subscriptions an app may hold: the platform's Enterprise tier (75,000). */
  @IntSetting('ACTIVITY_SUBSCRIPTIONS_PER_APP', 1, 1000000)
  ACTIVITY_SUBSCRIPTIONS_PER_APP: number = 75000;

  /** Seconds between the keep-alive lines (`\r\n`) of an idle activity stream. */
  @IntSetting('ACTIVITY_STREAM_KEEPALIVE_SECONDS', 1, 3600)
  ACTIVITY_STREAM_KEEPALIVE_SECONDS: number = 20;

  /** Attempts at delivering one activity event to a webhook before it is given up. */
  @IntSetting('WEBHOOK_DELIVERY_ATTEMPTS', 1, 100)
  WEBHOOK_DELIVERY_ATTEMPTS: number = 8;

  /**
   * Hosts scheduled catalog feeds may be fetched from (comma-separated; `*` for any): the server
   * fetches what users name, so by default only the loopback interface.
   */
  @Matches(/^(\*|[A-Za-z0-9.:\[\]-]+(\s*,\s*[A-Za-z0-9.:\[\]-]+)*)$/, {
    message: 'CATALOG_FEED_ALLOWED_HOSTS must be * or comma-separated host names',
  })
  CATALOG_FEED_ALLOWED_HOSTS: string = 'localhost,127.0.0.1,::1';

  /** How often due scheduled feeds are looked for. */
  @IntSetting('CATALOG_FEED_POLL_MS', 50, 3600000)
  CATALOG_FEED_POLL_MS: number = 10000;

  /** How often custom audiences and do-not-reach lists are looked at for memberships that started or expired. */
  @IntSetting('AUDIENCE_SIZE_SWEEP_MS', 50, 3600000)
  AUDIENCE_SIZE_SWEEP_MS: number = 10000;

  /**
   * The ads API's rate limits: `on` (the real ones), `off`, or a multiplier of
   * every limit (`10` for load tests, `0.01` to meet them soon).
   */
  @Matches(/^(on|off|\d+(\.\d+)?)$/, { message: 'ADS_RATE_LIMITS must be on, off or a positive multiplier such as 10 or 0.5' })
  @Matches(/^(?!0+(\.0+)?$)/, { message: 'ADS_RATE_LIMITS must be on, off or a positive multiplier such as 10 or 0.5' })
  ADS_RATE_LIMITS: string = 'on';

  /** When set, every ads rate limit window lasts this many seconds instead of its real length (tests). */
  @IntSetting('ADS_RATE_LIMIT_WINDOW_SECONDS', 0, 86400)
  ADS_RATE_LIMIT_WINDOW_SECONDS: number = 0;

  /**
   * The platform API's (`/2`) rate limits: `on` (the real ones), `off`, or a
   * multiplier of every limit, as ADS_RATE_LIMITS is for the ads API.
   */
  @Matches(/^(on|off|\d+(\.\d+)?)$/, { message: 'PLATFORM_RATE_LIMITS must be on, off or a positive multiplier such as 10 or 0.5' })
  @Matches(/^(?!0+(\.0+)?$)/, { message: 'PLATFORM_RATE_LIMITS must be on, off or a positive multiplier such as 10 or 0.5' })
  PLATFORM_RATE_LIMITS: string = 'on';

  /** When set, every platform rate limit window lasts this many seconds instead of its real length (tests). */
  @IntSetting('PLATFORM_RATE_LIMIT_WINDOW_SECONDS', 0, 86400)
  PLATFORM_RATE_LIMIT_WINDOW_SECONDS: number = 0;

  /** How often scheduled posts that are due are looked for (and published). */
  @IntSetting('SCHEDULED_POST_POLL_MS', 50, 3600000)
  SCHEDULED_POST_POLL_MS: number = 5000;

  /** How often the simulated ad server looks for hours that ended and delivers them (analytics). */
  @IntSetting('DELIVERY_SWEEP_MS', 50, 3600000)
  DELIVERY_SWEEP_MS: number = 60000;

  /** How long an uploaded video or GIF stays `in_progress` before its processing succeeds. */
  @IntSetting('MEDIA_PROCESSING_MS', 0, 600000)
  MEDIA_PROCESSING_MS: number = 2000;

  /** The base of `media_url` members (where this server serves uploaded media, `/media/<media_key>.<ext>`); default `http://localhost:<PORT>`. */
  @IsOptional()
  @IsUrl({ require_protocol: true, protocols: ['http', 'https'], require_tld: false }, { message: 'MEDIA_BASE_URL must be an absolute http(s) URL' })
  MEDIA_BASE_URL?: string;

  /** The base of stats jobs' file urls on the ads listener (`/ton/advertiser-api-async-analytics/...`); default: the base the job was asked on. */
  @IsOptional()
  @IsUrl({ require_protocol: true, protocols: ['http', 'https'], require_tld: false }, { message: 'PUBLIC_ADS_BASE_URL must be an absolute http(s) URL' })
  PUBLIC_ADS_BASE_URL?: string;

  /** The same for sandbox jobs, on the sandbox listener. */
  @IsOptional()
  @IsUrl({ require_protocol: true, protocols: ['http', 'https'], require_tld: false }, { message: 'PUBLIC_SANDBOX_ADS_BASE_URL must be an absolute http(s) URL' })
  PUBLIC_SANDBOX_ADS_BASE_URL?: string;

  /** How often expired stats job files are deleted. */
  @IntSetting('JOB_FILES_SWEEP_MS', 50, 86400000)
  JOB_FILES_SWEEP_MS: number = 600000;

  /** Wait before the first retry of a failed delivery, doubled for each further one. */
  @IntSetting('WEBHOOK_RETRY_BASE_MS', 1, 3600000)
  WEBHOOK_RETRY_BASE_MS: number = 1000;

  /** Longest wait between two attempts of one delivery. */
  @IntSetting('WEBHOOK_RETRY_MAX_MS', 1, 86400000)
  WEBHOOK_RETRY_MAX_MS: number = 300000;

  /** How long a webhook URL has to answer a CRC challenge (the webhooks docs allow 10 seconds). */
  @IntSetting('WEBHOOK_CRC_TIMEOUT_MS', 100, 60000)
  WEBHOOK_CRC_TIMEOUT_MS: number = 10000;

  /** How long a receiver has to answer one delivery. */
  @IntSetting('WEBHOOK_DELIVERY_TIMEOUT_MS', 100, 120000)
  WEBHOOK_DELIVERY_TIMEOUT_MS: number = 10000;

  /** A valid webhook not validated for this many seconds is challenged again (the platform: 24 hours); 0 turns re-checks off. */
  @IntSetting('WEBHOOK_CRC_RECHECK_SECONDS', 0, 604800)
  WEBHOOK_CRC_RECHECK_SECONDS: number = 86400;

  /** How often replicas look for webhooks due for a re-check, and retry one whose re-check failed for a passing reason (30 minutes). */
  @IntSetting('WEBHOOK_CRC_RECHECK_INTERVAL_SECONDS', 1, 86400)
  WEBHOOK_CRC_RECHECK_INTERVAL_SECONDS: number = 1800;

  /** Re-checks failing for a passing reason (4xx, 5xx, timeout, closed connection) leave a webhook valid until this long after its last success (28 hours). */
  @IntSetting('WEBHOOK_CRC_GRACE_SECONDS', 0, 604800)
  WEBHOOK_CRC_GRACE_SECONDS: number = 100800;

  /**
   * `on` serves `/admin/faults`: rules that make chosen routes answer chosen errors or late, and
   * webhook deliveries time out or arrive twice. `off` (the default) registers nothing at all.
   * Never on a server others rely on.
   */
  @IsIn(['on', 'off'], { message: 'FAULT_INJECTION must be on or off' })
  FAULT_INJECTION: 'on' | 'off' = 'off';

  @IntSetting('SHUTDOWN_TIMEOUT_MS', 0, 600000)
  SHUTDOWN_TIMEOUT_MS: number = 10000;

  /** API requests each replica keeps in memory for `GET /admin/requests` (the newest); 0 keeps none. */
  @IntSetting('REQUEST_LOG_SIZE', 0, 100000)
  REQUEST_LOG_SIZE: number = 1000;

  /**
   * `on`: both listeners speak HTTPS, with TLS_CERT and TLS_KEY or else a certificate of aviary's
   * own local certificate authority (kept in DATA_DIR/tls). `off` (the default): plain HTTP.
   */
  @IsIn(['on', 'off'], { message: 'TLS must be on or off' })
  TLS: 'on' | 'off' = 'off';

  /** The server certificate (PEM, with its chain) for TLS=on; given with TLS_KEY. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString({ message: 'TLS_CERT must be a file path' })
  TLS_CERT?: string;

  /** The server certificate's private key (PEM) for TLS=on; given with TLS_CERT. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString({ message: 'TLS_KEY must be a file path' })
  TLS_KEY?: string;

  /** More names (comma-separated host names or IP addresses) the local CA's server certificate covers. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^\s*[A-Za-z0-9.:*-]+(\s*,\s*[A-Za-z0-9.:*-]+)*\s*$/, { message: 'TLS_HOSTNAMES must be comma-separated host names or IP addresses' })
  TLS_HOSTNAMES?: string;
}

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'SettingsError';
  }
}

/** Reads and validates the settings; throws SettingsError naming each bad variable. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const known = Object.keys(new Settings());
  const raw: Record<string, unknown> = {};
  for (const key of [...known, 'DATABASE_URL', 'ADMIN_TOKEN', 'ENCRYPTION_KEY', 'OAUTH_PUBLIC_BASE_URL', 'MEDIA_BASE_URL', 'PUBLIC_ADS_BASE_URL', 'PUBLIC_SANDBOX_ADS_BASE_URL', 'TLS_CERT', 'TLS_KEY', 'TLS_HOSTNAMES']) {
    if (env[key] !== undefined) raw[key] = env[key];
  }
  const settings = plainToInstance(Settings, raw, { exposeDefaultValues: true });
  const errors = validateSync(settings, { whitelist: false });
  const problems = errors.flatMap((e) => Object.values(e.constraints ?? { invalid: `${e.property} is invalid` }));
  if (Boolean(settings.TLS_CERT) !== Boolean(settings.TLS_KEY)) problems.push('TLS_CERT and TLS_KEY must be given together');
  if (problems.length > 0) throw new SettingsError([...new Set(problems)]);
  return settings;
}

export const SETTINGS = Symbol('SETTINGS');
