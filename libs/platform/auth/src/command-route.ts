import { applyDecorators, Body, Controller, Delete, HttpCode, Param, Patch, Post, Put, type Type } from '@nestjs/common';
import { CommandBus, type ICommand } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from './admin-only.decorator';
import { CallingApp, CallingUser } from './current-principal.decorator';

/** What a command route knows of its request: the body, the path's parameters, and who calls. */
export interface CommandRouteRequest<B> {
  body: B;
  /** The path's parameters by name (`:space_id` is `params.space_id`). */
  params: Record<string, string>;
  /** The calling app, on routes declared with `caller: 'app'` or `'user'`. */
  appId: string;
  /** The calling user, on routes declared with `caller: 'user'`. */
  userId: string;
}

/**
 * A route that executes one command on the CommandBus and answers what its
 * handler returned (`{data}` unless told otherwise): the admin API's writes,
 * and the platform writes that are no more than that.
 */
export interface CommandRouteOptions<B, R> {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The full path, its parameters as `:name` (each is passed to the command). */
  path: string;
  /** The method's name on the controller (it names the OpenAPI operation: `StartSpaceController_start`). */
  handler: string;
  /** The OpenAPI tag. */
  tag: string;
  /** The admin API's bearer token, or the route's own authentication (`Authenticated(...)`, `AppOnly()`, ...). */
  guard: 'admin' | MethodDecorator;
  /** The answer's status when not the method's default (201 for a POST, 200 otherwise). */
  status?: number;
  /** Whose the request is: the calling app, or the calling app and user. */
  caller?: 'app' | 'user';
  /** The body's DTO (validated as every body is). */
  request?: Type<B>;
  /** The command, from the request; it may refuse the request first (a malformed path id). */
  command: (request: CommandRouteRequest<B>) => ICommand;
  /** Turns the handler's refusals into the route's own errors (`asWebhookProblems`). */
  errors?: (request: CommandRouteRequest<B>, run: () => Promise<R>) => Promise<R>;
  /** What the route answers of the handler's result (default `{data: result}`). */
  answer?: (result: R, request: CommandRouteRequest<B>) => unknown;
}

const VERBS = { POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete };

/** The base class of a command route's controller: `export class StartSpaceController extends commandRoute({...}) {}`. */
export function commandRoute<B = undefined, R = unknown>(options: CommandRouteOptions<B, R>): Type<object> {
  const pathParams = [...options.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const answer = options.answer ?? ((result: R) => ({ data: result }));

  @ApiTags(options.tag)
  @Controller()
  class CommandRoute {
    constructor(readonly commands: CommandBus) {}
  }

  // the method is named by the declaration, so its arguments are declared here rather than by decorators in place
  const slots: Array<{ decorator: ParameterDecorator; type: unknown }> = [
    ...(options.caller ? [{ decorator: CallingApp(), type: String }] : []),
    ...(options.caller === 'user' ? [{ decorator: CallingUser(), type: String }] : []),
    ...pathParams.map((name) => ({ decorator: Param(name), type: String })),
    ...(options.request ? [{ decorator: Body(), type: options.request }] : []),
  ];
  async function route(this: CommandRoute, ...args: unknown[]): Promise<unknown> {
    let at = 0;
    const appId = options.caller ? (args[at++] as string) : '';
    const userId = options.caller === 'user' ? (args[at++] as string) : '';
    const params = Object.fromEntries(pathParams.map((name) => [name, args[at++] as string]));
    const request: CommandRouteRequest<B> = { body: args[at] as B, params, appId, userId };
    const command = options.command(request);
    const run = () => this.commands.execute<ICommand, R>(command);
    return answer(await (options.errors ? options.errors(request, run) : run()), request);
  }
  Object.defineProperty(route, 'name', { value: options.handler });
  const prototype = CommandRoute.prototype as unknown as Record<string, unknown>;
  Object.defineProperty(prototype, options.handler, { value: route, writable: true, configurable: true });
  Reflect.defineMetadata('design:paramtypes', slots.map((slot) => slot.type), prototype, options.handler);
  // as TypeScript applies parameter decorators: the last first
  for (let index = slots.length - 1; index >= 0; index--) slots[index].decorator(prototype, options.handler, index);
  const descriptor = Object.getOwnPropertyDescriptor(prototype, options.handler) as PropertyDescriptor;
  applyDecorators(
    VERBS[options.method](options.path),
    ...(options.status !== undefined ? [HttpCode(options.status)] : []),
    options.guard === 'admin' ? AdminOnly() : options.guard,
  )(prototype, options.handler, descriptor);
  return CommandRoute;
}
