import { DynamicModule, Global, Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import type { IncomingMessage } from 'node:http';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import { AdsEntityModule } from '@platform/ads-entity';
import { AuthModule } from '@platform/auth';
import { type Settings, SettingsModule } from '@platform/config';
import { CLOCK, systemClock } from '@platform/ddd';
import { EventStoreModule } from '@platform/event-store';
import { FaultsModule } from '@platform/faults';
import { HttpPlatformModule } from '@platform/http';
import { MetricsModule } from '@platform/metrics';
import { DEMO_SEEDER, SnapshotsModule } from '@platform/snapshots';
import { dataSourceOptions } from './database/database';
import { demoSeeder } from './demo-seed';
import { HealthModule } from './health/health.module';
import { ApplicationLogger, logDestination } from './logging';
import { AppMetricsModule } from './metrics/metrics.module';
import { RequestLogModule } from './request-log/request-log.module';

export interface PlatformOptions {
  settings: Settings;
  databaseUrl: string;
}

/**
 * The business-free infrastructure every module stands on: settings, logging,
 * the database connection, the event store, HTTP conventions, authentication,
 * the command and query buses, health checks and metrics, snapshots, and
 * fault injection when FAULT_INJECTION is on.
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot({ settings, databaseUrl }: PlatformOptions): DynamicModule {
    const destination = logDestination(settings);
    return {
      module: PlatformModule,
      imports: [
        SettingsModule.forRoot(settings),
        LoggerModule.forRoot({
          pinoHttp: withDestination(destination, {
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
            autoLogging: {
              ignore: (req: IncomingMessage) => (req.url ?? '').startsWith('/health') || (req.url ?? '').startsWith('/metrics'),
            },
          }),
          // With logging silenced no line is ever written: no request logger to bind (a child logger and an
          // async context per request for nothing). The application logger stays the pino one.
          ...(settings.LOG_LEVEL === 'silent' ? { forRoutes: [] } : {}),
        }),
        TypeOrmModule.forRoot(
          dataSourceOptions(databaseUrl, settings.DATABASE_POOL_SIZE, settings.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS),
        ),
        CqrsModule.forRoot(),
        MetricsModule,
        EventStoreModule,
        AdsEntityModule,
        HttpPlatformModule,
        AuthModule,
        HealthModule,
        AppMetricsModule,
        FaultsModule.forRoot(settings),
        RequestLogModule,
        SnapshotsModule,
      ],
      providers: [
        { provide: CLOCK, useValue: systemClock },
        ApplicationLogger,
        // a reset seeds the demo again through the admin API, as `npm start` does
        { provide: DEMO_SEEDER, useFactory: (host: HttpAdapterHost) => demoSeeder(settings, host), inject: [HttpAdapterHost] },
      ],
      exports: [CLOCK, ApplicationLogger, DEMO_SEEDER],
    };
  }
}

function withDestination(destination: DestinationStream | undefined, options: Options): Options | [Options, DestinationStream] {
  return destination ? [options, destination] : options;
}
