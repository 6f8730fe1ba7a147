import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import type { Express } from 'express';
import { adsScopeFor, OAUTH2_SCOPE_TEXT, SECURITY_SCHEME } from '@platform/auth';
import type { Settings } from '@platform/config';
import { ProcessorRunner } from '@platform/event-store';
import { applyFaultRules } from '@platform/faults';
import {
  AdsExpressAdapter,
  answerClientErrors,
  ApiExceptionFilter,
  bodyParsing,
  countRateLimitsLast,
  indexRoutes,
  keepErrorBodies,
  listenerScope,
  problemValidationPipe,
  requestContextMiddleware,
  RequestLog,
  SANDBOX_FLAG,
} from '@platform/http';
import { Metrics, recordHttpMetrics } from '@platform/metrics';
import { RequestGate } from '@platform/snapshots';
import { AppModule } from './app.module';
import { ConnectionDrain } from './connection-drain';
import type { TlsIdentity } from './tls/local-ca';
import { ApplicationLogger } from './logging';

/**
 * Builds the application (modules, middleware, validation, OpenAPI) without
 * listening; used by main.ts and by the end-to-end tests alike.
 */
export async function createApp(
  settings: Settings,
  databaseUrl: string,
  options: { logger?: boolean; imports?: Array<Type | DynamicModule>; tls?: TlsIdentity } = {},
): Promise<NestExpressApplication> {
  const root = AppModule.forRoot({ settings, databaseUrl });
  if (options.imports?.length) root.imports = [...(root.imports ?? []), ...options.imports];
  const app = await NestFactory.create<NestExpressApplication>(root, new AdsExpressAdapter(), {
    httpsOptions: options.tls && { key: options.tls.key, cert: options.tls.cert },
    bodyParser: false,
    bufferLogs: true,
    logger: options.logger === false ? false : undefined,
  });
  if (options.logger !== false) app.useLogger(app.get(ApplicationLogger));
  app.disable('x-powered-by');
  // the platform's answers carry no ETag and it never answers 304 (docs/decisions.md, "Read path")
  app.set('etag', false);
  app.set('trust proxy', true);
  const renderer = app.get(ApiExceptionFilter).renderer;
  app.use(requestContextMiddleware);
  const requestLog = app.get(RequestLog);
  if (requestLog.enabled) {
    keepErrorBodies(app.getHttpAdapter().getInstance());
    app.use(requestLog.middleware());
  }
  // while a snapshot is restored or the server reset, requests wait (or are answered 503, which the log records)
  app.use(app.get(RequestGate).middleware(renderer));
  // cookies matter only to the authorize pages' session and CSRF token (OAuth 1.0a and OAuth 2.0), and to the
  // console's session (its pages call the admin API)
  app.use(['/oauth', '/i/oauth2', '/2/oauth2/authorize', '/admin', '/console'], cookieParser());
  app.use(listenerScope(renderer));
  app.use(...bodyParsing(renderer));
  app.useGlobalPipes(problemValidationPipe());
  setUpOpenApi(app);
  if (settings.FAULT_INJECTION === 'on') applyFaultRules(app);
  countRateLimitsLast(app);
  await app.init();
  indexRoutes(app.getHttpAdapter().getInstance());
  recordHttpMetrics(app.getHttpServer() as Server, app.get(Metrics));
  answerClientErrors(app.getHttpServer() as Server, renderer);
  app.get(ProcessorRunner).start();
  return app;
}

function setUpOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('aviary')
    .setDescription(
      'Self-hosted platform API v2 slice (webhooks, OAuth, problems, activity) and advertising API v12, ' +
        'plus the operator admin API.',
    )
    .setVersion('0.1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN' }, 'admin')
    .addSecurity(SECURITY_SCHEME.bearer, { type: 'http', scheme: 'bearer', description: 'App-only token from POST /oauth2/token' })
    .addSecurity(SECURITY_SCHEME.oauth1, { type: 'http', scheme: 'OAuth', description: 'OAuth 1.0a user context (RFC 5849), HMAC-SHA1' })
    .addSecurity(SECURITY_SCHEME.oauth2user, {
      type: 'oauth2',
      description: 'OAuth 2.0 user context: Authorization Code with PKCE',
      flows: {
        authorizationCode: {
          // where the platform's OpenAPI document puts it (the guides' /i/oauth2/authorize is served too)
          authorizationUrl: '/2/oauth2/authorize',
          tokenUrl: '/2/oauth2/token',
          refreshUrl: '/2/oauth2/token',
          scopes: { ...OAUTH2_SCOPE_TEXT },
        },
      },
    })
    .build();
  const document = adsOperationsDocumented(SwaggerModule.createDocument(app, config));
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'openapi.json', yamlDocumentUrl: 'openapi.yaml' });
}

/**
 * Ads operations as clients call them: signed with OAuth 1.0a (or an OAuth 2.0 user token with the ads scope of the method), and each
 * parameter once (a DTO member that is also in the path is the path's).
 */
function adsOperationsDocumented(document: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    if (!/^\/(12|11)\//.test(path)) continue;
    const inPath = new Set([...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]));
    for (const method of ['get', 'post', 'put', 'delete'] as const) {
      const operation = item[method];
      if (!operation) continue;
      // an OAuth 2.0 user token reads with ads.read and writes with ads.write (new objects: a controller's
      // routes may share one security list)
      operation.security = (operation.security ?? [{ [SECURITY_SCHEME.oauth1]: [] }]).map((alternative) =>
        alternative[SECURITY_SCHEME.oauth2user]?.length === 0 ? { ...alternative, [SECURITY_SCHEME.oauth2user]: [adsScopeFor(method)] } : alternative,
      );
      const seen = new Set<string>();
      operation.parameters = (operation.parameters ?? []).filter((parameter) => {
        if (!('in' in parameter)) return true;
        if (parameter.in === 'query' && inPath.has(parameter.name)) return false;
        const key = `${parameter.in}:${parameter.name}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      for (const name of inPath) {
        if (!operation.parameters.some((p) => 'in' in p && p.in === 'path' && p.name === name)) {
          operation.parameters.unshift({ name, in: 'path', required: true, schema: { type: 'string' } });
        }
      }
    }
  }
  return document;
}

/**
 * The express handler for the sandbox listener: the same application, with
 * every request marked as sandbox (its own environment and data).
 */
export function sandboxHandler(app: NestExpressApplication) {
  const express = app.getHttpAdapter().getInstance() as Express;
  return (req: IncomingMessage, res: ServerResponse) => {
    (req as unknown as Record<string, unknown>)[SANDBOX_FLAG] = true;
    express(req as Parameters<Express>[0], res as Parameters<Express>[1]);
  };
}

export interface Listeners {
  api: Server;
  sandbox: Server;
  /** Lets both listeners' kept-alive connections go at shutdown. */
  drains: ConnectionDrain[];
}

/** Platform + ads on PORT, the ads sandbox on SANDBOX_PORT; both HTTPS with a TLS identity (the app's own listener made so by createApp). */
export async function listen(app: NestExpressApplication, settings: Settings, tls?: TlsIdentity): Promise<Listeners> {
  await app.listen(settings.PORT, settings.HOST);
  const api = app.getHttpServer() as Server;
  const sandbox = (tls ? createTlsServer({ key: tls.key, cert: tls.cert }, sandboxHandler(app)) : createServer(sandboxHandler(app))) as Server;
  recordHttpMetrics(sandbox, app.get(Metrics));
  answerClientErrors(sandbox, app.get(ApiExceptionFilter).renderer, { sandbox: true });
  await new Promise<void>((resolve, reject) => {
    sandbox.once('error', reject);
    sandbox.listen(settings.SANDBOX_PORT, settings.HOST, () => resolve());
  });
  return { api, sandbox, drains: [new ConnectionDrain(api), new ConnectionDrain(sandbox)] };
}
