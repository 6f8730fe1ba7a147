import { Controller, Delete, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Beta, CallingUser, UserContext } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsResponse, adsPaths } from '@platform/http';
import { ScheduledFeedCommand, type ScheduledFeedView } from '../scheduled-feed-commands';
import { echoPathIdAsId } from '../path-id-echo';

@ApiTags('ads: product catalogs')
@Beta('catalog')
@Controller(adsPaths('product_catalogs/:product_catalog_id/scheduled_feeds/:scheduled_feed_id'))
export class DeleteScheduledFeedController {
  constructor(private readonly commands: CommandBus) {}

  /** The feed runs no more (permanent): answers it as it was; the user may then create another. */
  @Delete()
  @UserContext()
  async delete(@Req() req: Request, @CallingUser() caller: string, @Param('product_catalog_id') catalogId: string, @Param('scheduled_feed_id') feedId: string) {
    echoPathIdAsId(req, 'scheduled_feed_id');
    return AdsResponse.of(
      await this.commands.execute<ScheduledFeedCommand, ScheduledFeedView>(
        new ScheduledFeedCommand(requestContext.environment(), caller, catalogId, { type: 'DeleteScheduledFeed', feedId }),
      ),
    );
  }
}
