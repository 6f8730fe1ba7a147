import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities, type AnyAdsEntity } from '@platform/ads-entity';
import { DomainError, type EntityView, type Environment, type LifecycleCommandBase } from '@platform/ddd';
import { type TaxSettingsFields, type TaxSettingsView, type UserSettingsFields, type UserSettingsView, userSettingsId } from '../../domain/account-settings';
import { TaxSettings, UserSettings } from '../../entities/account-settings.entity';

export class UpdateTaxSettingsCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly patch: Partial<TaxSettingsFields>,
  ) {}
}

export class UpdateUserSettingsCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly userId: string,
    readonly patch: Partial<UserSettingsFields>,
  ) {}
}

/**
 * Settings are set by their first PUT and changed by the next: a creation
 * when the stream has none (a second replica's creation in between makes it a
 * change), an update otherwise.
 */
async function setOrChange<V extends EntityView>(entities: AdsEntities, entity: AnyAdsEntity, command: Omit<LifecycleCommandBase, 'type' | 'now'> & Record<string, unknown>): Promise<V> {
  const { entity: current } = await entities.load<V>(entity, command.environment, command.accountId, command.id);
  if (!current) {
    try {
      return await entities.createWithId<V, LifecycleCommandBase & Record<string, unknown>>(entity, command.id, command);
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
    }
  }
  return entities.update<V, LifecycleCommandBase>(entity, command);
}

@CommandHandler(UpdateTaxSettingsCommand)
export class UpdateTaxSettingsHandler implements ICommandHandler<UpdateTaxSettingsCommand, TaxSettingsView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, patch }: UpdateTaxSettingsCommand): Promise<TaxSettingsView> {
    return setOrChange(this.entities, TaxSettings, { environment, accountId, id: accountId, patch });
  }
}

@CommandHandler(UpdateUserSettingsCommand)
export class UpdateUserSettingsHandler implements ICommandHandler<UpdateUserSettingsCommand, UserSettingsView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, userId, patch }: UpdateUserSettingsCommand): Promise<UserSettingsView> {
    return setOrChange(this.entities, UserSettings, { environment, accountId, id: userSettingsId(accountId, userId), userId, patch });
  }
}
