import { type EntityView, type Environment, forbidden, type LifecycleCommandBase, lifecycleDecider, type LifecycleDecider, type LifecycleSpec, notFound } from '@platform/ddd';

/**
 * An account's settings, one of each per account (tax settings) or per user
 * of the account (user settings): all members unset until a PUT sets them.
 */

export const BILL_TO = ['ADVERTISER', 'AGENCY'] as const;
export const BUSINESS_RELATIONSHIPS = ['AGENCY', 'SELF'] as const;
export const TAX_CATEGORIES = ['BUSINESS_NO_VAT', 'BUSINESS_WITH_VAT', 'INDIVIDUAL'] as const;
export const INVOICE_JURISDICTIONS = ['LOI_SAUDI_ARABIA', 'NONE'] as const;
export const EMAIL_TYPES = ['BILLING', 'MARKETING', 'PERFORMANCE', 'PRODUCT_UPDATES'] as const;

const ADDRESS = ['city', 'country', 'email', 'first_name', 'last_name', 'name', 'postal_code', 'region', 'street1', 'street2'] as const;
/** The text members of tax settings: the advertiser's address and, for an agency, its client's; the tax ids. */
export const TAX_TEXT_MEMBERS = [
  ...ADDRESS.map((m) => `address_${m}` as const),
  ...ADDRESS.map((m) => `client_address_${m}` as const),
  'tax_exemption_id',
  'tax_id',
] as const;

export type TaxSettingsFields = { [K in (typeof TAX_TEXT_MEMBERS)[number]]: string | null } & {
  bill_to: (typeof BILL_TO)[number] | null;
  business_relationship: (typeof BUSINESS_RELATIONSHIPS)[number] | null;
  invoice_jurisdiction: (typeof INVOICE_JURISDICTIONS)[number] | null;
  tax_category: (typeof TAX_CATEGORIES)[number] | null;
};

export interface TaxSettingsView extends EntityView, TaxSettingsFields {
  account_id: string;
}

export interface UserSettingsFields {
  notification_email: string | null;
  contact_phone: string | null;
  contact_phone_extension: string | null;
  subscribed_email_types: Array<(typeof EMAIL_TYPES)[number]>;
}

export interface UserSettingsView extends EntityView, UserSettingsFields {
  user_id: string;
}

interface Base extends LifecycleCommandBase {
  environment: Environment;
}
/** Sets tax settings: the first time creates them (every member unset but those given), later ones change them. */
export interface SetTaxSettings extends Base {
  type: 'SetTaxSettings';
  patch: Partial<TaxSettingsFields>;
}
/** Sets a user's settings on an account, as the user itself (`callerId`). */
export interface SetUserSettings extends Base {
  type: 'SetUserSettings';
  userId: string;
  callerId: string;
  patch: Partial<UserSettingsFields>;
}

/** A user reads and changes its own settings on an account, no one else's. */
export function judgeOwnSettings(userId: string, callerId: string): void {
  if (userId !== callerId) throw forbidden(`User ${callerId} may only see and change its own user settings`, 'user_id');
}

/** Tax settings as an account has them before any PUT. */
export function unsetTaxSettings(accountId: string): TaxSettingsFields & { account_id: string } {
  const text = Object.fromEntries(TAX_TEXT_MEMBERS.map((m) => [m, null])) as { [K in (typeof TAX_TEXT_MEMBERS)[number]]: null };
  return { account_id: accountId, ...text, bill_to: null, business_relationship: null, invoice_jurisdiction: null, tax_category: null };
}

/** User settings as a user has them before any PUT. */
export function unsetUserSettings(userId: string): UserSettingsFields & { user_id: string } {
  return { user_id: userId, notification_email: null, contact_phone: null, contact_phone_extension: null, subscribed_email_types: [] };
}

const set = <T extends object>(patch: T): Partial<T> => Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;

/** A user's settings on an account: the stream's id joins both. */
export const userSettingsId = (accountId: string, userId: string) => `${accountId}.${userId}`;

/** A set command deciding on settings that exist (the lifecycle's update, under its own name). */
type Change<C extends LifecycleCommandBase> = Omit<C, 'type'> & { type: string };

export const taxSettingsLifecycle: LifecycleSpec<TaxSettingsView, SetTaxSettings, Change<SetTaxSettings>> = {
  name: 'Tax settings',
  events: { created: 'campaigns.TaxSettingsSet', updated: 'campaigns.TaxSettingsChanged', deleted: 'campaigns.TaxSettingsDeleted' },
  dataKeys: { entity: 'taxSettings', id: 'taxSettingsId' },
  commands: { create: 'SetTaxSettings', update: 'ChangeTaxSettings' },
  notFound: (id) => notFound(`Tax settings of Account ${id} were not found`, 'account_id'),
  create: (c) => ({ id: c.id, ...unsetTaxSettings(c.accountId), ...set(c.patch), created_at: c.now, updated_at: c.now, deleted: false }),
  update: (current, c) => ({ ...current, ...set(c.patch) }),
};

export const userSettingsLifecycle: LifecycleSpec<UserSettingsView, SetUserSettings, Change<SetUserSettings>> = {
  name: 'User settings',
  events: { created: 'campaigns.UserSettingsSet', updated: 'campaigns.UserSettingsChanged', deleted: 'campaigns.UserSettingsDeleted' },
  dataKeys: { entity: 'userSettings', id: 'userSettingsId' },
  commands: { create: 'SetUserSettings', update: 'ChangeUserSettings' },
  notFound: (id) => notFound(`User settings ${id} were not found`, 'user_id'),
  create: (c) => {
    judgeOwnSettings(c.userId, c.callerId);
    return { id: c.id, ...unsetUserSettings(c.userId), ...set(c.patch), created_at: c.now, updated_at: c.now, deleted: false };
  },
  update: (current, c) => {
    judgeOwnSettings(current.user_id, c.callerId);
    return { ...current, ...set(c.patch) };
  },
};

/**
 * Settings have one command, the lifecycle's create: on an empty stream it
 * creates them, on one that has them it is their update.
 */
function setOnce<V extends EntityView, C extends LifecycleCommandBase>(spec: LifecycleSpec<V, C, Change<C>>): LifecycleDecider<V, C, Change<C>, never> {
  const lifecycle = lifecycleDecider(spec);
  const asUpdate = (command: C | Change<C>) => ({ ...command, type: spec.commands.update! });
  return { ...lifecycle, decide: (command, state) => lifecycle.decide(state.entity ? asUpdate(command) : command, state) };
}

export const taxSettingsDecider = setOnce(taxSettingsLifecycle);
export const userSettingsDecider = setOnce(userSettingsLifecycle);
