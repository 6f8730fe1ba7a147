import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { isoSeconds, requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths } from '@platform/http';
import { ScheduledFeedCommand, type ScheduledFeedView } from '../scheduled-feed-commands';
import { UpdateScheduledFeedRequest } from './update-scheduled-feed.request';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs/:product_catalog_id/scheduled_feeds/:scheduled_feed_id'))
export class UpdateScheduledFeedController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @UserContext()
  async update(
    @CallingUser() caller: string,
    @Param('product_catalog_id') catalogId: string,
    @Param('scheduled_feed_id') feedId: string,
    @AdsParams(UpdateScheduledFeedRequest) p: UpdateScheduledFeedRequest,
  ) {
    const { start_time, ...rest } = p;
    return AdsResponse.of(
      await this.commands.execute<ScheduledFeedCommand, ScheduledFeedView>(
        new ScheduledFeedCommand(requestContext.environment(), caller, catalogId, {
          type: 'UpdateScheduledFeed',
          feedId,
          settings: { ...rest, ...(start_time ? { start_time: isoSeconds(new Date(start_time)) } : {}) },
        }),
      ),
    );
  }
}
