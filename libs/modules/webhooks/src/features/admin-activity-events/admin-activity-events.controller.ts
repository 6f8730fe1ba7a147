import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminOnly } from '@platform/auth';
import { SETTINGS, type Settings } from '@platform/config';
import { notFound } from '@platform/ddd';
import { OpenStreams, platformNumericId } from '@platform/http';
import { ActivitySubscriptionsReadModel } from '../../projections/activity-subscriptions.read-model';
import { ActivityFeed, type StreamClient } from '../shared/activity-feed';

/** Bytes a client may leave unread before it is cut off as a slow reader. */
const MAX_UNREAD_BYTES = 8 * 1024 * 1024;

@ApiTags('admin')
@AdminOnly()
@Controller('admin/activity/subscriptions/:subscription_id/events')
export class AdminActivityEventsController {
  constructor(
    private readonly subscriptions: ActivitySubscriptionsReadModel,
    private readonly feed: ActivityFeed,
    private readonly streams: OpenStreams,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /**
   * The activity events the subscription matches, as they are emitted, as
   * server-sent events (`text/event-stream`): `id:` the activity log id,
   * `event: activity`, `data:` the item as the activity stream sends it. An
   * SSE comment (`: keep-alive`) every ACTIVITY_STREAM_KEEPALIVE_SECONDS while
   * idle; the stream ends when the client leaves or the server stops. Fed by
   * the same activity feed as `GET /2/activity/stream`.
   */
  @Get()
  @ApiProduces('text/event-stream')
  async events(@Param('subscription_id') subscriptionId: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    platformNumericId('subscription_id', subscriptionId);
    const subscription = await this.subscriptions.adminGet(subscriptionId);
    if (!subscription) throw notFound(`Activity subscription ${subscriptionId} was not found`, 'subscription_id');

    response.status(200);
    response.setHeader('content-type', 'text/event-stream; charset=utf-8');
    response.setHeader('cache-control', 'no-cache');
    // proxies that buffer (nginx) pass each event on at once
    response.setHeader('x-accel-buffering', 'no');
    response.flushHeaders();
    response.write(`: subscription ${subscriptionId}\n\n`);

    let closed = false;
    const client: StreamClient = {
      appId: subscription.app_id,
      subscriptionId,
      push: (id, body) => {
        if (closed) return;
        // an item is one JSON line: a single data field
        response.write(`id: ${id}\nevent: activity\ndata: ${body}\n\n`);
        if (response.writableLength > MAX_UNREAD_BYTES) close();
      },
    };
    const keepAlive = setInterval(() => !closed && response.write(': keep-alive\n\n'), this.settings.ACTIVITY_STREAM_KEEPALIVE_SECONDS * 1000);
    const close = () => {
      if (closed) return;
      closed = true;
      unregister();
      clearInterval(keepAlive);
      this.feed.detach(client);
      response.end();
    };
    const unregister = this.streams.add(close);
    request.on('close', close);
    try {
      await this.feed.attach(client);
      // gone while it was being attached: close() ran before the feed knew it
      if (closed) this.feed.detach(client);
    } catch {
      close();
    }
  }
}
