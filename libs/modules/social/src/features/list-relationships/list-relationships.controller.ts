import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, CallingUser, checkAuthenticatingUser, PlatformUserContext } from '@platform/auth';
import { decodePaginationToken, platformList, type PlatformList, platformNumericId } from '@platform/http';
import { PlatformUsersQuery } from '@modules/identity';
import type { RelationshipKind } from '../../domain/relationship';
import { RelationshipsReadModel } from '../../projections/relationships.read-model';
import { ExistingUsers } from '../shared/existing-users';
import { ListRelationshipsQuery } from './list-relationships.request';

type RelationshipList = PlatformList<Record<string, unknown>>;

/**
 * The platform's relationship lists, newest first: whom a user follows and who
 * follows them (app-only or user context), and whom the calling user mutes or
 * blocks (their own context only). `max_results` (1–1000, default 100) at a
 * time, `meta.next_token` while there is more; an empty list is only `meta`.
 */
@ApiTags('users')
@Controller('2/users/:id')
export class ListRelationshipsController {
  constructor(
    private readonly relationships: RelationshipsReadModel,
    private readonly users: ExistingUsers,
    private readonly queries: QueryBus,
  ) {}

  @Get('following')
  @Authenticated(['bearer', 'oauth1', 'oauth2user'], { scopes: ['tweet.read', 'users.read', 'follows.read'] })
  async following(@Param('id') id: string, @Query() query: ListRelationshipsQuery) {
    return this.list('follow', 'outgoing', await this.existing(id), query);
  }

  @Get('followers')
  @Authenticated(['bearer', 'oauth1', 'oauth2user'], { scopes: ['tweet.read', 'users.read', 'follows.read'] })
  async followers(@Param('id') id: string, @Query() query: ListRelationshipsQuery) {
    return this.list('follow', 'incoming', await this.existing(id), query);
  }

  @Get('muting')
  @PlatformUserContext('tweet.read', 'users.read', 'mute.read')
  async muting(@CallingUser() caller: string, @Param('id') id: string, @Query() query: ListRelationshipsQuery) {
    checkAuthenticatingUser('id', id, caller);
    return this.list('mute', 'outgoing', id, query);
  }

  @Get('blocking')
  @PlatformUserContext('tweet.read', 'users.read', 'block.read')
  async blocking(@CallingUser() caller: string, @Param('id') id: string, @Query() query: ListRelationshipsQuery) {
    checkAuthenticatingUser('id', id, caller);
    return this.list('block', 'outgoing', id, query);
  }

  /** The path's user, who must be there (404 `resource-not-found` otherwise). */
  private async existing(id: string): Promise<string> {
    return (await this.users.get(platformNumericId('id', id), 'id', true)).id;
  }

  private async list(kind: RelationshipKind, direction: 'outgoing' | 'incoming', userId: string, query: ListRelationshipsQuery): Promise<RelationshipList> {
    const limit = query.max_results;
    const rows = await this.relationships.page(kind, direction, userId, limit + 1, decodePaginationToken(query.pagination_token));
    const data = await this.queries.execute(new PlatformUsersQuery(rows.slice(0, limit).map((row) => row.user_id), query['user.fields']));
    return platformList(rows, limit, data);
  }
}
