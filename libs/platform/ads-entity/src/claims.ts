import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClaimStream, claimStreamId, type Clock, type DomainEvent, type Environment, isoSeconds } from '@platform/ddd';
import { EventStore, type StreamWrite } from '@platform/event-store';
import type { Context, ContextNeeds } from './ads-entity-commands';

interface OpenStream {
  type: string;
  version: number;
  state: unknown;
  events: DomainEvent[];
}

/**
 * Claims decided on their streams as they are now (each read once, on first
 * use), one after another: a later claim sees what the earlier ones took or
 * freed. Its writes go with the entity's own events, each at the version
 * read, so a concurrent claim makes one of the appends fail and be decided
 * again.
 */
export class ClaimSession {
  private readonly streams = new Map<string, OpenStream>();

  constructor(
    private readonly store: EventStore,
    /** The time of the decision (ISO 8601, seconds), for claims whose events record it. */
    readonly now: string,
  ) {}

  /** The stream's state as the claims decided so far leave it. */
  async state<S, C, E extends DomainEvent>(stream: ClaimStream<S, C, E>, environment: Environment, owner: string): Promise<S> {
    return (await this.open(stream, environment, owner)).state as S;
  }

  /** Decides the commands on the stream; a refusal throws and leaves the stream's state as it was. */
  async decide<S, C, E extends DomainEvent>(stream: ClaimStream<S, C, E>, environment: Environment, owner: string, commands: readonly C[]): Promise<void> {
    const open = await this.open(stream, environment, owner);
    let state = open.state as S;
    const events: E[] = [];
    for (const command of commands) {
      for (const event of stream.decider.decide(command, state)) {
        events.push(event);
        state = stream.decider.evolve(state, event);
      }
    }
    open.state = state;
    open.events.push(...events);
  }

  /**
   * Every stream read, with the events decided on it (none: a guard, since a
   * decision read it), in stream id order so that concurrent appends lock
   * them in the same order.
   */
  writes(): StreamWrite[] {
    return [...this.streams.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([streamId, { type, version, events }]) => ({ streamId, streamType: type, expectedVersion: version, events }));
  }

  private async open<S, C, E extends DomainEvent>(stream: ClaimStream<S, C, E>, environment: Environment, owner: string): Promise<OpenStream> {
    const streamId = claimStreamId(stream, environment, owner);
    let open = this.streams.get(streamId);
    if (!open) {
      const { version, state } = await this.store.load<S, E>(streamId, stream.decider);
      open = { type: stream.type, version, state, events: [] };
      this.streams.set(streamId, open);
    }
    return open;
  }
}

/** What a command's context reads besides its claims, given the entity as its stream holds it (and the command: a create's new id). */
export type ClaimingContext<V, T = object> = (live: V | undefined, claims: ClaimSession, command: Parameters<Context<V, T>>[1]) => Promise<ContextNeeds<T> | void>;

/**
 * Set rules decided on claim streams within the kit's commands: a context
 * that decides claims in a session and hands its writes to the append.
 */
@Injectable()
export class Claims {
  constructor(
    private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  session(): ClaimSession {
    return new ClaimSession(this.store, isoSeconds(this.clock.now()));
  }

  /** A single command's context: its claims decided in a session of their own, written with the entity's events. */
  context<V, T = object>(context: ClaimingContext<V, T>): Context<V, T> {
    return this.inBatch(1)(0, context);
  }

  /**
   * The contexts of a kit batch of `count` items, every one made here: each
   * attempt of the batch decides the items' claims in request order in one
   * session (begun at its first item, so a retry reads the streams again),
   * written with its last item.
   */
  inBatch(count: number): <V, T = object>(index: number, context: ClaimingContext<V, T>) => Context<V, T> {
    let session: ClaimSession | undefined;
    return <V, T>(index: number, context: ClaimingContext<V, T>): Context<V, T> => async (live, command) => {
      if (index === 0 || !session) session = this.session();
      const needs = (await context(live, session, command)) ?? {};
      return index === count - 1 ? { ...needs, writes: [...(needs.writes ?? []), ...session.writes()] } : needs;
    };
  }
}
