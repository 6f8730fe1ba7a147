import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountScoped } from '@platform/auth';
import { requestContext } from '@platform/ddd';
import { AdsParams, AdsResponse, adsPaths, BooleanParam, CsvParam } from '@platform/http';
import { Card } from '../../entities/card.entity';
import { allCardsTable } from '../../projections/tables';

export class FetchCardsRequest {
  @CsvParam({ required: true, max: 200 })
  card_uris: string[];

  @BooleanParam()
  with_deleted: boolean = false;
}

class FetchCardRequest {
  @BooleanParam()
  with_deleted: boolean = false;
}

/**
 * The cards fetch: cards of every kind (cards, legacy image conversation,
 * poll and video conversation cards) by `card_uris`, or one by id.
 */
@ApiTags('ads: cards')
@Controller(adsPaths('accounts/:account_id/cards/all'))
export class FetchCardsController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @AccountScoped()
  async fetch(@Param('account_id') accountId: string, @AdsParams(FetchCardsRequest) p: FetchCardsRequest) {
    const page = await allCardsTable.listJson(this.db, {
      environment: requestContext.environment(),
      accountId,
      filters: { card_uri: p.card_uris },
      withDeleted: p.with_deleted,
      count: 200,
    });
    return AdsResponse.of(page.data);
  }

  @Get(':card_id')
  @AccountScoped()
  async fetchOne(@Param('account_id') accountId: string, @Param('card_id') cardId: string, @AdsParams(FetchCardRequest) p: FetchCardRequest) {
    const card = await allCardsTable.get(this.db, requestContext.environment(), accountId, cardId, p.with_deleted);
    if (!card) throw Card.notFound(cardId, accountId);
    return AdsResponse.of(card);
  }
}
