import { streamRouteController } from '@platform/ads-entity';
import type { AccountState } from '../../domain/account';
import { Account } from '../../entities/account.entity';
import { ChangeAccountFeaturesRequest, ListAccountFeaturesRequest } from './account-features.request';

/** An account's feature keys, from its stream: each route answers every key it has (those asked for, on a GET), in key order. */
const route = { path: 'accounts/:account_id/features', tag: 'ads: accounts' };
const keys = (state: AccountState, only?: readonly string[]) => state.featureKeys.filter((key) => !only || only.includes(key)).sort();

export class ListAccountFeaturesController extends streamRouteController(Account, {
  ...route,
  method: 'GET',
  request: ListAccountFeaturesRequest,
  answer: (state: AccountState, p) => keys(state, p.feature_keys),
}) {}

/** Sandbox only: adds or removes (ignoring keys the account lacks) features. */
const changing = (method: 'POST' | 'DELETE', change: 'add' | 'remove') =>
  streamRouteController(Account, {
    ...route,
    method,
    sandboxOnly: true,
    request: ChangeAccountFeaturesRequest,
    command: (p) => ({ type: 'ChangeAccountFeatures', [change]: p.feature_keys }),
    answer: (state: AccountState) => keys(state),
  });

export class AddAccountFeaturesController extends changing('POST', 'add') {}
export class RemoveAccountFeaturesController extends changing('DELETE', 'remove') {}
