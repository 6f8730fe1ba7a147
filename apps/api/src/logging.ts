import { Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import PinoPretty from 'pino-pretty';
import type { Settings } from '@platform/config';

/**
 * Where log lines go: JSON on stdout (containers, `start:prod`, anything
 * piped), or readable lines (pino-pretty, written synchronously so the demo
 * banner printed after start-up stays last) when LOG_FORMAT says so, or is
 * `auto` and stdout is a terminal.
 */
export function logDestination(settings: Settings): DestinationStream | undefined {
  const pretty = settings.LOG_FORMAT === 'pretty' || (settings.LOG_FORMAT === 'auto' && process.stdout.isTTY === true);
  if (!pretty) return undefined;
  return PinoPretty({
    sync: true,
    colorize: process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,context,req,res,responseTime',
    // a request line reads as `GET /12/accounts 200 3ms`
    messageFormat:
      '{if context}[{context}] {end}{if req.method}{req.method} {req.path} {res.statusCode} {responseTime}ms{end}{if msg} {msg}{end}',
    hideObject: false,
  });
}

/** Nest's start-up chatter: a line per module and per mapped route. */
const START_UP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/**
 * The application logger (nestjs-pino) with Nest's start-up lines moved from
 * info to debug: `npm start` then shows what happened, not ninety mapped routes.
 */
@Injectable()
export class ApplicationLogger extends Logger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.at(-1);
    if (typeof context === 'string' && START_UP_CONTEXTS.has(context)) super.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
}
