import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '@platform/ddd';
import { EventStore } from '@platform/event-store';
import { USER_GRANT_STREAM, userGrantDecider, userGrantStreamId } from '../../domain/oauth2-user-grant';
import { sha256 } from '../../secrets/credentials';
import { RevokeUserTokenCommand } from './oauth2-revoke.command';

/** An unknown token, or another app's, changes nothing and is answered alike (RFC 7009 §2.2). */
@CommandHandler(RevokeUserTokenCommand)
export class RevokeUserTokenHandler implements ICommandHandler<RevokeUserTokenCommand, void> {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(c: RevokeUserTokenCommand): Promise<void> {
    const [row] = (await this.dataSource.query('SELECT grant_id FROM identity.oauth2_user_tokens WHERE token_hash = $1', [sha256(c.token)])) as Array<{
      grant_id: string;
    }>;
    if (!row) return;
    await this.store.handle(userGrantStreamId(row.grant_id), USER_GRANT_STREAM, userGrantDecider, {
      type: 'RevokeUserGrant',
      appId: c.appId,
      now: this.clock.now().toISOString(),
    });
  }
}
