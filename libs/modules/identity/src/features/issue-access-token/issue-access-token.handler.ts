import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock, notFound } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { ACCESS_TOKEN_STREAM, accessTokenDecider, accessTokenStreamId } from '../../domain/access-token';
import { AppsReadModel } from '../../projections/apps.read-model';
import { UsersReadModel } from '../../projections/users.read-model';
import { newAccessToken, newTokenSecret } from '../../secrets/credentials';
import { SecretBox } from '../../secrets/secret-box';
import { IssueAccessTokenCommand, type IssuedAccessToken } from './issue-access-token.command';

@CommandHandler(IssueAccessTokenCommand)
export class IssueAccessTokenHandler implements ICommandHandler<IssueAccessTokenCommand, IssuedAccessToken> {
  constructor(
    private readonly store: EventStore,
    private readonly users: UsersReadModel,
    private readonly apps: AppsReadModel,
    private readonly secrets: SecretBox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: IssueAccessTokenCommand): Promise<IssuedAccessToken> {
    const user = await this.users.get(command.userId);
    if (!user) throw notFound(`User ${command.userId} was not found`, 'user_id');
    if (!(await this.apps.get(command.appId))) throw notFound(`App ${command.appId} was not found`, 'app_id');
    const token = newAccessToken(user.id);
    const secret = newTokenSecret();
    const tokenHash = createHash('sha256').update(token).digest('hex');
    await this.store.handle(accessTokenStreamId(tokenHash), ACCESS_TOKEN_STREAM, accessTokenDecider, {
      type: 'IssueAccessToken',
      token,
      tokenSecret: this.secrets.seal(secret),
      userId: user.id,
      appId: command.appId,
      accessLevel: command.accessLevel,
      now: this.clock.now().toISOString(),
    });
    return { oauth_token: token, oauth_token_secret: secret, user_id: user.id, screen_name: user.screen_name };
  }
}
