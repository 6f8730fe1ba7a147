import { Inject, type InjectionToken, type OnModuleInit, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { CommandHandler } from '@nestjs/cqrs';
import type { DomainEvent, StreamKind } from '@platform/ddd';
import type { HandleOptions, HandleResult, KindCommand, Prepare } from './command-path';
import { EventStore } from './event-store';

/** What a use case decides on: the stream (of the handler's kind), the decider's command, and any options of the append. */
export interface StreamDecision<TState, TCommand> {
  stream: string;
  command: KindCommand<TCommand> | Prepare<TState, KindCommand<TCommand>>;
  options?: HandleOptions;
}

type Decided<TState, TCommand, TExtra> = StreamDecision<TState, TCommand> & TExtra;

/** A use case on one stream kind: how a command becomes a decision, and how the decided state answers it. */
export interface StreamHandling<TSent, TState, TCommand, TEvent extends DomainEvent, TExtra, TAnswer, TDeps extends unknown[]> {
  /** The module's providers `decide` reads through (a reader of another module's contract, settings...), in order. */
  inject?: { [K in keyof TDeps]: InjectionToken<TDeps[K]> };
  /** The decision, and anything else `answer` needs of what was decided (a minted token...). */
  decide(sent: TSent, ...deps: TDeps): Decided<TState, TCommand, TExtra> | Promise<Decided<TState, TCommand, TExtra>>;
  answer(result: HandleResult<TState, TEvent>, decision: Decided<TState, TCommand, TExtra>, sent: TSent): TAnswer | Promise<TAnswer>;
}

/**
 * The handler of a command on one stream kind, declared instead of written:
 * `decide` names the stream and the decider's command (reading what else the
 * decision needs, or a `Prepare` that reads it on each attempt), the store's
 * command path loads, decides, appends, retries and stamps the time as the
 * kind says, and `answer` shapes what the decided state gives the caller.
 */
export function streamCommandHandler<
  TSent extends object,
  TState,
  TCommand,
  TEvent extends DomainEvent,
  TAnswer,
  TExtra = unknown,
  TDeps extends unknown[] = [],
>(
  sent: Type<TSent>,
  kind: StreamKind<TState, TCommand, TEvent, never>,
  handling: StreamHandling<TSent, TState, TCommand, TEvent, TExtra, TAnswer, TDeps>,
): Type<{ execute(command: TSent): Promise<TAnswer> }> {
  @CommandHandler(sent)
  class StreamCommandHandler implements OnModuleInit {
    private deps = [] as unknown as TDeps;

    constructor(
      @Inject(EventStore) private readonly store: EventStore,
      @Inject(ModuleRef) private readonly refs: ModuleRef,
    ) {}

    onModuleInit(): void {
      this.deps = (handling.inject ?? []).map((token) => this.refs.get(token, { strict: false })) as TDeps;
    }

    async execute(command: TSent): Promise<TAnswer> {
      const decision = await handling.decide(command, ...this.deps);
      const result = await this.store.decide(kind, decision.stream, decision.command, decision.options);
      return handling.answer(result, decision, command);
    }
  }
  Object.defineProperty(StreamCommandHandler, 'name', { value: sent.name.replace(/Command$/, 'Handler') });
  return StreamCommandHandler;
}
