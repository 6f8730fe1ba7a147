import { Controller, Get, Inject, Logger, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { once } from 'node:events';
import type { Request, Response } from 'express';
import { AppOnly, CurrentPrincipal, type Principal } from '@platform/auth';
import { SETTINGS, type Settings } from '@platform/config';
import { CLOCK, type Clock } from '@platform/ddd';
import { OpenStreams, ProblemError } from '@platform/http';
import { ActivityFeed, type StreamClient } from './activity-feed';

/** Bytes a client may leave unread of live items before it is cut off as a slow reader. */
const MAX_UNREAD_BYTES = 8 * 1024 * 1024;
/** Activity rows read at a time for a backfill. */
const BACKFILL_PAGE = 500;

@ApiTags('activity')
@ApiBearerAuth('bearer')
@Controller('2/activity/stream')
export class ActivityStreamController {
  private readonly logger = new Logger(ActivityStreamController.name);

  constructor(
    private readonly feed: ActivityFeed,
    private readonly streams: OpenStreams,
    @Inject(SETTINGS) private readonly settings: Settings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The app's activity events as they happen, one JSON object per line ending
   * `\r\n`, with a bare `\r\n` keep-alive while idle. `backfill_minutes` (0–5)
   * or `start_time` first replays what already happened; `end_time` closes the
   * stream once reached.
   */
  @Get()
  @AppOnly()
  @ApiQuery({ name: 'backfill_minutes', required: false, type: Number })
  @ApiQuery({ name: 'start_time', required: false, description: 'YYYY-MM-DDTHH:mm:ssZ' })
  @ApiQuery({ name: 'end_time', required: false, description: 'YYYY-MM-DDTHH:mm:ssZ' })
  async stream(
    @CurrentPrincipal() principal: Principal,
    @Req() request: Request,
    @Res() response: Response,
    @Query('backfill_minutes') backfillMinutes?: unknown,
    @Query('start_time') startTime?: unknown,
    @Query('end_time') endTime?: unknown,
  ): Promise<void> {
    const now = this.clock.now();
    const window = parseWindow(now, backfillMinutes, startTime, endTime);
    const appId = (principal as { appId: string }).appId;

    response.status(200);
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.setHeader('cache-control', 'no-cache');
    response.flushHeaders();

    let ready = false;
    let closed = false;
    let lastWritten = -1n;
    const held: Array<{ id: bigint; body: string }> = [];
    /** Writes a row once; answers false when the socket wants a 'drain' before more. */
    const send = ({ id, body }: { id: bigint; body: string }): boolean => {
      if (closed || id <= lastWritten) return true;
      lastWritten = id;
      return response.write(body + '\r\n');
    };
    // live items: a client that leaves too much unread is cut off
    const write = (row: { id: bigint; body: string }) => {
      send(row);
      if (response.writableLength > MAX_UNREAD_BYTES) close();
    };
    const client: StreamClient = {
      appId,
      push: (id, body) => (ready ? write({ id, body }) : held.push({ id, body })),
    };
    /** Aborted when the stream ends, whoever ends it (a backfill may be waiting for a drain). */
    const gone = new AbortController();
    const keepAlive = setInterval(() => !closed && response.write('\r\n'), this.settings.ACTIVITY_STREAM_KEEPALIVE_SECONDS * 1000);
    let endTimer: NodeJS.Timeout | undefined;
    const close = () => {
      if (closed) return;
      closed = true;
      unregister();
      gone.abort();
      clearInterval(keepAlive);
      clearTimeout(endTimer);
      this.feed.detach(client);
      response.end();
    };
    const unregister = this.streams.add(() => close());
    request.on('close', close);

    try {
      const untilId = await this.feed.attach(client);
      // gone while it was being attached: close() ran before the feed knew it
      if (closed) return this.feed.detach(client);
      if (window.from) {
        // the backfill goes at the client's pace: page by page, waiting for the socket to drain
        let afterId = 0n;
        for (;;) {
          const page = await this.feed.backfill(appId, { from: window.from, to: window.to }, { afterId, untilId }, BACKFILL_PAGE);
          for (const row of page) if (!send(row) && !closed) await once(response, 'drain', { signal: gone.signal }).catch(() => undefined);
          if (closed || page.length < BACKFILL_PAGE) break;
          afterId = page[page.length - 1].id;
        }
        if (closed) return;
      }
    } catch (error) {
      // the headers are out: all that is left to say is that the stream ended
      this.logger.warn({ err: error }, 'activity stream could not start');
      close();
      return;
    }
    ready = true;
    for (const row of held.splice(0)) write(row);
    if (window.to) {
      const left = window.to.getTime() - this.clock.now().getTime();
      if (left <= 0) close();
      else endTimer = setTimeout(close, Math.min(left, 2 ** 31 - 1));
    }
  }
}

function parseWindow(now: Date, backfill: unknown, start: unknown, end: unknown): { from?: Date; to?: Date } {
  const from = start === undefined ? undefined : parseTime('start_time', start);
  const to = end === undefined ? undefined : parseTime('end_time', end);
  if (backfill !== undefined) {
    const minutes = typeof backfill === 'string' && /^\d+$/.test(backfill) ? Number(backfill) : NaN;
    if (!(minutes >= 0 && minutes <= 5)) {
      throw ProblemError.invalidParameter(
        'backfill_minutes',
        String(backfill),
        `The \`backfill_minutes\` query parameter value [${String(backfill)}] is not between 0 and 5`,
      );
    }
    if (from) {
      throw ProblemError.invalidParameter('backfill_minutes', String(backfill), 'The `backfill_minutes` and `start_time` query parameters cannot be combined');
    }
    if (minutes > 0) return { from: new Date(now.getTime() - minutes * 60_000), to };
  }
  if (from && from.getTime() > now.getTime()) {
    throw ProblemError.invalidParameter('start_time', String(start), 'The `start_time` query parameter must not be in the future');
  }
  if (from && to && to.getTime() <= from.getTime()) {
    throw ProblemError.invalidParameter('end_time', String(end), 'The `end_time` query parameter must be after `start_time`');
  }
  return { from, to };
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function parseTime(name: string, raw: unknown): Date {
  const value = typeof raw === 'string' ? raw : '';
  const time = TIME.test(value) ? new Date(value) : undefined;
  if (!time || Number.isNaN(time.getTime())) {
    throw ProblemError.invalidParameter(name, String(raw), `The \`${name}\` query parameter value [${String(raw)}] is not a valid time (YYYY-MM-DDTHH:mm:ssZ)`);
  }
  return time;
}
