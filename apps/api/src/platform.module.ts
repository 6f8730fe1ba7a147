import { DynamicModule, Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import type { IncomingMessage } from 'node:http';
import { AuthModule } from '@platform/auth';
import { type Settings, SettingsModule } from '@platform/config';
import { CLOCK, systemClock } from '@platform/ddd';
import { EventStoreModule } from '@platform/event-store';
import { HttpPlatformModule } from '@platform/http';
import { dataSourceOptions } from './database/database';
import { HealthModule } from './health/health.module';

export interface PlatformOptions {
  settings: Settings;
  databaseUrl: string;
}

/**
 * The business-free infrastructure every module stands on: settings, logging,
 * the database connection, the event store, HTTP conventions, authentication,
 * the command and query buses, health checks.
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot({ settings, databaseUrl }: PlatformOptions): DynamicModule {
    return {
      module: PlatformModule,
      imports: [
        SettingsModule.forRoot(settings),
        LoggerModule.forRoot({
          pinoHttp: {
            level: settings.LOG_LEVEL,
            genReqId: (req: IncomingMessage) => (req as IncomingMessage & { id?: string }).id ?? '',
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
                '*.password',
                '*.consumer_secret',
                '*.oauth_token_secret',
                '*.access_token',
              ],
              censor: '[redacted]',
            },
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({
                id: req.id,
                method: req.method,
                // the query string may carry OAuth parameters: log the path only
                path: req.url.split('?')[0],
              }),
            },
            // a line per request, health checks left out
            autoLogging: { ignore: (req: IncomingMessage) => (req.url ?? '').startsWith('/health') },
          },
          // With logging silenced no line is ever written: no request logger to bind (a child logger and an
          // async context per request for nothing). The application logger stays the pino one.
          ...(settings.LOG_LEVEL === 'silent' ? { forRoutes: [] } : {}),
        }),
        TypeOrmModule.forRoot(dataSourceOptions(databaseUrl, settings.DATABASE_POOL_SIZE)),
        CqrsModule.forRoot(),
        EventStoreModule,
        HttpPlatformModule,
        AuthModule,
        HealthModule,
      ],
      providers: [{ provide: CLOCK, useValue: systemClock }],
      exports: [CLOCK],
    };
  }
}
