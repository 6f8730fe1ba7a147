import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, JsonBodyOnlyGuard } from '@platform/http';
import type { CardView } from '../../domain/card';
import { CreateCardCommand } from './card.commands';
import { CreateCardRequest } from './card.request';

@ApiTags('ads: cards')
@Controller(adsPaths('accounts/:account_id/cards'))
export class CreateCardController {
  constructor(private readonly commands: CommandBus) {}

  /** JSON body only: a name and `components` or `slides`; the card type follows from them. */
  @Post()
  @HttpCode(200)
  @AccountScoped()
  @UseGuards(JsonBodyOnlyGuard)
  async create(@Param('account_id') accountId: string, @AdsParams(CreateCardRequest) p: CreateCardRequest) {
    return AdsResponse.of(
      await this.commands.execute<CreateCardCommand, CardView>(
        new CreateCardCommand(requestContext.environment(), accountId, { name: p.name, components: p.components, slides: p.slides }),
      ),
    );
  }
}
