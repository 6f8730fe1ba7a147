import { Controller, Get, Inject, Logger, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { once } from 'node:events';
import type { Request, Response } from 'express';
import { AppOnly, CallingApp } from '@platform/auth';
import { SETTINGS, type Settings } from '@platform/config';
import { CLOCK, type Clock } from '@platform/ddd';
import { OpenStreams } from '@platform/http';
import { ActivityFeed, type StreamClient } from '../shared/activity-feed';
import { ActivityStreamQuery, streamWindow } from './activity-stream.request';

/** Bytes a client may leave unread of live items before it is cut off as a slow reader. */
const MAX_UNREAD_BYTES = 8 * 1024 * 1024;
/** Activity rows read at a time for a backfill. */
const BACKFILL_PAGE = 500;

@ApiTags('activity')
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
  async stream(
    @CallingApp() appId: string,
    @Req() request: Request,
    @Res() response: Response,
    @Query() query: ActivityStreamQuery,
  ): Promise<void> {
    const window = streamWindow(query, this.clock.now());

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
