import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '@platform/auth';
import { NUMERIC_ID } from '@platform/ddd';
import { AdsParams, jsonWithDigits, PlatformError } from '@platform/http';
import { UsersReadModel, type UserView } from '../../projections/users.read-model';
import { includesEntities, LookupV11UsersRequest, ShowV11UserRequest } from './get-v11-users.request';
import { v11UserView } from './v11-user-view';

/** At most this many `user_id` and `screen_name` values together in one lookup. */
const MAX_LOOKUP = 100;

const missing = () => new PlatformError(400, 38, 'screen_name or user_id parameter is missing.');
const userNotFound = () => new PlatformError(404, 50, 'User not found.');

/**
 * The v1.1 user lookups the official SDKs still call (the python ads SDK's
 * `UserIdLookup` reads `users/show`): one user by `user_id` or
 * `screen_name`, and up to a hundred by either or both, answered as v1.1
 * user objects. OAuth 1.0a user context or an app-only bearer token;
 * failures in the v1.1 shape `{errors: [{code, message}]}`.
 */
@ApiTags('users')
@Controller('1.1/users')
export class GetV11UsersController {
  constructor(private readonly users: UsersReadModel) {}

  /** One user; `user_id` is taken over `screen_name` when both are given. A user not there, or a malformed id: 404 code 50. */
  @Get('show.json')
  @Authenticated(['oauth1', 'bearer'])
  async show(@AdsParams(ShowV11UserRequest) p: ShowV11UserRequest, @Res() res: Response): Promise<void> {
    const userId = p.user_id?.trim() || undefined;
    const screenName = p.screen_name?.trim() || undefined;
    let user: UserView | undefined;
    if (userId !== undefined) user = NUMERIC_ID.test(userId) ? await this.users.get(userId) : undefined;
    else if (screenName !== undefined) user = await this.users.byScreenName(screenName);
    else throw missing();
    if (!user) throw userNotFound();
    send(res, v11UserView(user, includesEntities(p.include_entities)));
  }

  /**
   * Users by ids and @handles (any case), each once, those by id first, each
   * list in the order given; values naming no user are left out. None found:
   * 404 code 17.
   */
  @Get('lookup.json')
  @Authenticated(['oauth1', 'bearer'])
  async lookup(@AdsParams(LookupV11UsersRequest) p: LookupV11UsersRequest, @Res() res: Response): Promise<void> {
    return this.answerLookup(p, res);
  }

  /** The same lookup as a POST (parameters in the query string or a form body), for long lists. */
  @Post('lookup.json')
  @HttpCode(200)
  @Authenticated(['oauth1', 'bearer'])
  async lookupByPost(@AdsParams(LookupV11UsersRequest) p: LookupV11UsersRequest, @Res() res: Response): Promise<void> {
    return this.answerLookup(p, res);
  }

  private async answerLookup(p: LookupV11UsersRequest, res: Response): Promise<void> {
    const ids = [...new Set(p.user_id ?? [])];
    const screenNames = [...new Set((p.screen_name ?? []).map((name) => name.toLowerCase()))];
    const asked = (p.user_id?.length ?? 0) + (p.screen_name?.length ?? 0);
    if (asked === 0) throw missing();
    if (asked > MAX_LOOKUP) {
      throw new PlatformError(400, 18, `Too many terms specified in query: ${asked} user_id and screen_name values, at most ${MAX_LOOKUP}.`);
    }
    const wellFormedIds = ids.filter((id) => NUMERIC_ID.test(id));
    const [byId, byName] = await Promise.all([
      wellFormedIds.length > 0 ? this.users.byIds(wellFormedIds) : [],
      screenNames.length > 0 ? this.users.byScreenNames(screenNames) : [],
    ]);
    const idOf = new Map(byId.map((user) => [user.id, user]));
    const nameOf = new Map(byName.map((user) => [user.screen_name.toLowerCase(), user]));
    const found = [...wellFormedIds.map((id) => idOf.get(id)), ...screenNames.map((name) => nameOf.get(name))].filter((user): user is UserView => !!user);
    const users = [...new Map(found.map((user) => [user.id, user])).values()];
    if (users.length === 0) throw new PlatformError(404, 17, 'No user matches for specified terms.');
    const includeEntities = includesEntities(p.include_entities);
    send(res, users.map((user) => v11UserView(user, includeEntities)));
  }
}

function send(res: Response, body: unknown): void {
  res.status(200).type('application/json; charset=utf-8').send(jsonWithDigits(body));
}
