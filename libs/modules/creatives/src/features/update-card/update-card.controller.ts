import { Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, JsonBodyOnlyGuard } from '@platform/http';
import type { CardView } from '../../domain/card';
import { UpdateCardCommand } from '../create-card/card.commands';
import { UpdateCardRequest } from '../create-card/card.request';

@ApiTags('ads: cards')
@Controller(adsPaths('accounts/:account_id/cards/:card_id'))
export class UpdateCardController {
  constructor(private readonly commands: CommandBus) {}

  /** JSON body only: each member given replaces the stored one. */
  @Put()
  @AccountScoped()
  @UseGuards(JsonBodyOnlyGuard)
  async update(@Param('account_id') accountId: string, @Param('card_id') cardId: string, @AdsParams(UpdateCardRequest) p: UpdateCardRequest) {
    return AdsResponse.of(
      await this.commands.execute<UpdateCardCommand, CardView>(
        new UpdateCardCommand(requestContext.environment(), accountId, cardId, { name: p.name, components: p.components, slides: p.slides }),
      ),
    );
  }
}
