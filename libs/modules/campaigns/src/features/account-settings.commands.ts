import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AdsEntities } from '@platform/ads-entity';
import type { Environment } from '@platform/ddd';
import { type SetTaxSettings, type SetUserSettings, type TaxPatch, type TaxSettingsView, type UserSettingsFields, type UserSettingsView, userSettingsId } from '../domain/account-settings';
import { TaxSettings, UserSettings } from '../entities/account-settings.entity';

export class UpdateTaxSettingsCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly patch: TaxPatch,
  ) {}
}

export class UpdateUserSettingsCommand {
  constructor(
    readonly environment: Environment,
    readonly accountId: string,
    readonly userId: string,
    readonly callerId: string,
    readonly patch: Partial<UserSettingsFields>,
  ) {}
}

/** Settings are set by one command: their stream's decider makes the first a creation, the next ones changes. */
@CommandHandler(UpdateTaxSettingsCommand)
export class UpdateTaxSettingsHandler implements ICommandHandler<UpdateTaxSettingsCommand, TaxSettingsView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, patch }: UpdateTaxSettingsCommand): Promise<TaxSettingsView> {
    return this.entities.createWithId<TaxSettingsView, SetTaxSettings>(TaxSettings, accountId, { environment, accountId, patch });
  }
}

@CommandHandler(UpdateUserSettingsCommand)
export class UpdateUserSettingsHandler implements ICommandHandler<UpdateUserSettingsCommand, UserSettingsView> {
  constructor(private readonly entities: AdsEntities) {}

  execute({ environment, accountId, userId, callerId, patch }: UpdateUserSettingsCommand): Promise<UserSettingsView> {
    return this.entities.createWithId<UserSettingsView, SetUserSettings>(UserSettings, userSettingsId(accountId, userId), { environment, accountId, userId, callerId, patch });
  }
}
