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

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
const emptyToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Every setting the server reads from its environment. Validated once at start:
 * a bad value stops the process with a message naming the variable.
 */
export class Settings {
  @Transform(toInt)
  @IsInt({ message: 'PORT must be an integer between 0 and 65535' })
  @Min(0, { message: 'PORT must be an integer between 0 and 65535' })
  @Max(65535, { message: 'PORT must be an integer between 0 and 65535' })
  PORT: number = 3000;

  @Transform(toInt)
  @IsInt({ message: 'SANDBOX_PORT must be an integer between 0 and 65535' })
  @Min(0, { message: 'SANDBOX_PORT must be an integer between 0 and 65535' })
  @Max(65535, { message: 'SANDBOX_PORT must be an integer between 0 and 65535' })
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

  @Transform(toInt)
  @IsInt({ message: 'DATABASE_POOL_SIZE must be an integer between 1 and 200' })
  @Min(1, { message: 'DATABASE_POOL_SIZE must be an integer between 1 and 200' })
  @Max(200, { message: 'DATABASE_POOL_SIZE must be an integer between 1 and 200' })
  DATABASE_POOL_SIZE: number = 20;

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

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[0-9a-fA-F]{64}$/, { message: 'ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes)' })
  ENCRYPTION_KEY?: string;

  @Transform(toInt)
  @IsInt({ message: 'OAUTH_TIMESTAMP_WINDOW_SECONDS must be an integer between 1 and 86400' })
  @Min(1, { message: 'OAUTH_TIMESTAMP_WINDOW_SECONDS must be an integer between 1 and 86400' })
  @Max(86400, { message: 'OAUTH_TIMESTAMP_WINDOW_SECONDS must be an integer between 1 and 86400' })
  OAUTH_TIMESTAMP_WINDOW_SECONDS: number = 300;

  /** Public base URLs (comma-separated) clients may have signed for, behind a proxy. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^https?:\/\/[^\s,]+(,\s*https?:\/\/[^\s,]+)*$/, {
    message: 'OAUTH_PUBLIC_BASE_URL must be one or more comma-separated http(s) URLs',
  })
  OAUTH_PUBLIC_BASE_URL?: string;

  @Transform(toInt)
  @IsInt({ message: 'BEARER_TOKEN_REQUESTS_PER_15_MINUTES must be an integer between 1 and 100000' })
  @Min(1, { message: 'BEARER_TOKEN_REQUESTS_PER_15_MINUTES must be an integer between 1 and 100000' })
  @Max(100000, { message: 'BEARER_TOKEN_REQUESTS_PER_15_MINUTES must be an integer between 1 and 100000' })
  BEARER_TOKEN_REQUESTS_PER_15_MINUTES: number = 450;

  @Transform(toInt)
  @IsInt({ message: 'SHUTDOWN_TIMEOUT_MS must be an integer between 0 and 600000' })
  @Min(0, { message: 'SHUTDOWN_TIMEOUT_MS must be an integer between 0 and 600000' })
  @Max(600000, { message: 'SHUTDOWN_TIMEOUT_MS must be an integer between 0 and 600000' })
  SHUTDOWN_TIMEOUT_MS: number = 10000;
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
  for (const key of [...known, 'DATABASE_URL', 'ADMIN_TOKEN', 'ENCRYPTION_KEY', 'OAUTH_PUBLIC_BASE_URL']) {
    if (env[key] !== undefined) raw[key] = env[key];
  }
  const settings = plainToInstance(Settings, raw, { exposeDefaultValues: true });
  const errors = validateSync(settings, { whitelist: false });
  if (errors.length > 0) {
    const problems = errors.flatMap((e) => Object.values(e.constraints ?? { invalid: `${e.property} is invalid` }));
    throw new SettingsError([...new Set(problems)]);
  }
  return settings;
}

export const SETTINGS = Symbol('SETTINGS');
