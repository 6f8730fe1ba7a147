import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { ScheduledFeedCommand, type ScheduledFeedView } from '../scheduled-feed-commands';
import { CreateScheduledFeedRequest } from './create-scheduled-feed.request';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs/:product_catalog_id/scheduled_feeds'))
export class CreateScheduledFeedController {
  constructor(private readonly commands: CommandBus) {}

  /** A user's one feed, fetched at `start_time` in `time_zone`: daily, on the weekday `repeat` names, or every `repeat` hours. */
  @Post()
  @HttpCode(200)
  @UserContext()
  async create(@CallingUser() caller: string, @Param('product_catalog_id') catalogId: string, @AdsParams(CreateScheduledFeedRequest) p: CreateScheduledFeedRequest) {
    return AdsResponse.of(
      await this.commands.execute<ScheduledFeedCommand, ScheduledFeedView>(
        new ScheduledFeedCommand(requestContext.environment(), caller, catalogId, {
          type: 'CreateScheduledFeed',
          settings: { feed_url: p.feed_url, feed_format: p.feed_format, frequency: p.frequency, repeat: p.repeat, start_time: p.start_time, time_zone: p.time_zone },
        }),
      ),
    );
  }
}
