import { Controller, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { ScheduledFeedCommand, type ScheduledFeedView } from '../scheduled-feed-commands';
import { UpdateScheduledFeedRequest } from './update-scheduled-feed.request';
import { echoPathIdAsId } from '../path-id-echo';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs/:product_catalog_id/scheduled_feeds/:scheduled_feed_id'))
export class UpdateScheduledFeedController {
  constructor(private readonly commands: CommandBus) {}

  /** Changes the settings given; the others stay (a change to DAILY drops `repeat`). */
  @Put()
  @UserContext()
  async update(
    @Req() req: Request,
    @CallingUser() caller: string,
    @Param('product_catalog_id') catalogId: string,
    @Param('scheduled_feed_id') feedId: string,
    @AdsParams(UpdateScheduledFeedRequest) p: UpdateScheduledFeedRequest,
  ) {
    echoPathIdAsId(req, 'scheduled_feed_id');
    return AdsResponse.of(
      await this.commands.execute<ScheduledFeedCommand, ScheduledFeedView>(
        new ScheduledFeedCommand(requestContext.environment(), caller, catalogId, {
          type: 'UpdateScheduledFeed',
          feedId,
          settings: { feed_url: p.feed_url, feed_format: p.feed_format, frequency: p.frequency, repeat: p.repeat, start_time: p.start_time, time_zone: p.time_zone },
        }),
      ),
    );
  }
}
