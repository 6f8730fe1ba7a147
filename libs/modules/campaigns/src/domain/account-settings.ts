import { type Changes, type EntityView, type Environment, forbidden, invalidParameter, lifecycle, type LifecycleCommandBase, type LifecycleDecider, lifecycleDecider, type LifecycleSpec, notFound } from '@platform/ddd';

/**
 * An account's settings, one of each per account (tax settings) or per user
 * of the account (user settings): all members unset until a PUT sets them.
 */

export const BILL_TO = ['ADVERTISER', 'AGENCY'] as const;
export const BUSINESS_RELATIONSHIPS = ['AGENCY', 'SELF'] as const;
export const TAX_CATEGORIES = ['BUSINESS_NO_VAT', 'BUSINESS_WITH_VAT', 'INDIVIDUAL'] as const;
export const INVOICE_JURISDICTIONS = ['LOI_SAPIN', 'NONE'] as const;
/** How the answer spells an unset `bill_to` or `invoice_jurisdiction`; a PUT may send it back to unset them. */
export const NOT_SET = 'NOT_SET';

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
  patch: TaxPatch;
}
/** Sets a user's settings on an account, as the user itself (`callerId`). */
export interface SetUserSettings extends Base {
  type: 'SetUserSettings';
  userId: string;
  callerId: string;
  patch: Partial<UserSettingsFields>;
}

/** A user reads and changes its own settings on an account, no one else's; the user is named by its numeric id. */
export function judgeOwnSettings(userId: string, callerId: string): void {
  if (!/^[0-9]{1,19}$/.test(userId)) throw invalidParameter('user_id', `Expected a numeric user id, got ${JSON.stringify(userId)} for user_id`);
  if (userId !== callerId) throw forbidden(`User ${callerId} may only see and change its own user settings`, 'user_id');
}

/** Tax settings as an account has them before any PUT. */
export function unsetTaxSettings(accountId: string): TaxSettingsFields & { account_id: string } {
  const text = Object.fromEntries(TAX_TEXT_MEMBERS.map((m) => [m, null])) as { [K in (typeof TAX_TEXT_MEMBERS)[number]]: null };
  return { account_id: accountId, ...text, bill_to: null, business_relationship: null, invoice_jurisdiction: null, tax_category: null };
}

/** User settings as a user has them before any PUT. */
export function unsetUserSettings(userId: string): UserSettingsFields & { user_id: string } {
  return { user_id: userId, notification_email: null, contact_phone: null, contact_phone_extension: null };
}

/**
 * Tax settings as the API answers them: the advertiser's address (its
 * `address_name` shown as `address_company`), the relationship, billing and
 * tax members, `NOT_SET` for an unset `bill_to` or `invoice_jurisdiction`.
 * The client's address and the exemption id are taken but never shown.
 */
export function taxSettingsAnswer(t: TaxSettingsFields) {
  return {
    tax_id: t.tax_id,
    address_city: t.address_city,
    business_relationship: t.business_relationship,
    address_street1: t.address_street1,
    address_last_name: t.address_last_name,
    address_company: t.address_name,
    tax_category: t.tax_category,
    address_postal_code: t.address_postal_code,
    bill_to: t.bill_to ?? NOT_SET,
    address_region: t.address_region,
    address_country: t.address_country,
    address_first_name: t.address_first_name,
    invoice_jurisdiction: t.invoice_jurisdiction ?? NOT_SET,
    address_street2: t.address_street2,
    address_email: t.address_email,
  };
}

/** User settings as the API answers them: the three contact members, an unset one empty. */
export function userSettingsAnswer(u: UserSettingsFields) {
  return { notification_email: u.notification_email ?? '', contact_phone: u.contact_phone ?? '', contact_phone_extension: u.contact_phone_extension ?? '' };
}

const set = <T extends object>(patch: T): Partial<T> => Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;

/** A tax settings patch with `NOT_SET` read as unsetting the member (what a client sends back from an answer). */
export type TaxPatch = Partial<Omit<TaxSettingsFields, 'bill_to' | 'invoice_jurisdiction'>> & {
  bill_to?: TaxSettingsFields['bill_to'] | typeof NOT_SET;
  invoice_jurisdiction?: TaxSettingsFields['invoice_jurisdiction'] | typeof NOT_SET;
};
function taxPatch(patch: TaxPatch): Partial<TaxSettingsFields> {
  const out = set(patch);
  if (out.bill_to === NOT_SET) out.bill_to = null;
  if (out.invoice_jurisdiction === NOT_SET) out.invoice_jurisdiction = null;
  return out as Partial<TaxSettingsFields>;
}

/**
 * Version 1 of the tax settings events could hold `LOI_SAUDI_ARABIA`, the
 * name aviary first gave the one invoice jurisdiction besides `NONE`; the
 * API calls it `LOI_SAPIN`.
 */
const jurisdictionV2 = (value: unknown) => (value === 'LOI_SAUDI_ARABIA' ? 'LOI_SAPIN' : value);
export const taxSettingsSetV1ToV2 = (data: { taxSettings: Record<string, unknown> }) => ({
  ...data,
  taxSettings: { ...data.taxSettings, invoice_jurisdiction: jurisdictionV2(data.taxSettings.invoice_jurisdiction) },
});
export const taxSettingsChangedV1ToV2 = (data: { changes: Changes }) => {
  const change = data.changes.invoice_jurisdiction;
  if (!change) return data;
  return { ...data, changes: { ...data.changes, invoice_jurisdiction: { old: jurisdictionV2(change.old), new: jurisdictionV2(change.new) } } };
};

/**
 * Version 1 of the user settings events also held `subscribed_email_types`,
 * a member the API neither takes nor shows; version 2 drops it.
 */
export const userSettingsSetV1ToV2 = (data: { userSettings: Record<string, unknown> }) => {
  const { subscribed_email_types: _dropped, ...userSettings } = data.userSettings;
  return { ...data, userSettings };
};
export const userSettingsChangedV1ToV2 = (data: { changes: Changes }) => {
  const { subscribed_email_types: _dropped, ...changes } = data.changes;
  return { ...data, changes };
};

/** A user's settings on an account: the stream's id joins both. */
export const userSettingsId = (accountId: string, userId: string) => `${accountId}.${userId}`;

/** A set command deciding on settings that exist (the lifecycle's update, under its own name). */
type Change<C extends LifecycleCommandBase> = Omit<C, 'type'> & { type: string };

export const taxSettingsLifecycle = lifecycle<TaxSettingsView, SetTaxSettings, Change<SetTaxSettings>>('campaigns.TaxSettings', {
  label: 'Tax settings',
  // named by its account; set, then changed (see setOnce), never deleted
  idParam: 'account_id',
  events: { created: 'campaigns.TaxSettingsSet', updated: 'campaigns.TaxSettingsChanged' },
  commands: { create: 'SetTaxSettings', update: 'ChangeTaxSettings', delete: undefined },
  notFound: (id) => notFound(`Tax settings of Account ${id} were not found`, 'account_id'),
  create: (c) => ({ id: c.id, ...unsetTaxSettings(c.accountId), ...taxPatch(c.patch), created_at: c.now, updated_at: c.now, deleted: false }),
  update: (current, c) => ({ ...current, ...taxPatch(c.patch) }),
});

export const userSettingsLifecycle = lifecycle<UserSettingsView, SetUserSettings, Change<SetUserSettings>>('campaigns.UserSettings', {
  label: 'User settings',
  // named by its user; set, then changed (see setOnce), never deleted
  idParam: 'user_id',
  events: { created: 'campaigns.UserSettingsSet', updated: 'campaigns.UserSettingsChanged' },
  commands: { create: 'SetUserSettings', update: 'ChangeUserSettings', delete: undefined },
  notFound: (id) => notFound(`User settings ${id} were not found`, 'user_id'),
  create: (c) => {
    judgeOwnSettings(c.userId, c.callerId);
    return { id: c.id, ...unsetUserSettings(c.userId), ...set(c.patch), created_at: c.now, updated_at: c.now, deleted: false };
  },
  update: (current, c) => {
    judgeOwnSettings(current.user_id, c.callerId);
    return { ...current, ...set(c.patch) };
  },
});

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
