import { deciderSpec } from '@platform/testing';
import { appDecider, type AppRegistered, type RegisterApp } from './app';

const now = '2026-01-01T00:00:00.000Z';
const later = '2026-02-01T00:00:00.000Z';
const spec = deciderSpec(appDecider);
const register: RegisterApp = {
  type: 'RegisterApp',
  appId: 'a1',
  name: 'Client',
  consumerKey: 'ck',
  consumerSecret: { enc: 'v1.x.y.z' },
  callbackUrls: ['https://client.example/cb'],
  signInWith: true,
  desktop: false,
  betas: ['ads'],
  now,
};
const { type: _type, now: _now, ...fields } = register;
const registered: AppRegistered = { type: 'identity.AppRegistered', data: { ...fields, createdAt: now } };
const setBetas = (betas: string[] | null) => ({ type: 'SetAppBetas' as const, appId: 'a1', betas, now: later });

describe('an app', () => {
  it('is registered once, with its keys, callbacks and betas', () => {
    spec.given([]).when(register).then([registered]);
    spec.given([registered]).when(register).thenThrows({ kind: 'conflict' });
  });

  it('has its betas set by the operator, the change recorded with its consumer key', () => {
    spec
      .given([registered])
      .when(setBetas(['ads', 'webhooks']))
      .then([{ type: 'identity.AppBetasSet', data: { appId: 'a1', consumerKey: 'ck', betas: ['ads', 'webhooks'], setAt: later } }]);
    spec.given([registered]).when(setBetas(null)).then([{ type: 'identity.AppBetasSet', data: { appId: 'a1', consumerKey: 'ck', betas: null, setAt: later } }]);
  });

  it('records nothing when the betas are the same, in any order', () => {
    const set = { type: 'identity.AppBetasSet' as const, data: { appId: 'a1', consumerKey: 'ck', betas: ['ads', 'webhooks'], setAt: later } };
    spec.given([registered, set]).when(setBetas(['webhooks', 'ads'])).then([]);
  });

  it('registered before betas existed allows every one: setting none (null) changes nothing, a list does', () => {
    const { betas: _betas, ...before } = registered.data;
    const old = { type: 'identity.AppRegistered' as const, data: before };
    spec.given([old]).when(setBetas(null)).then([]);
    expect(spec.given([old]).when(setBetas([])).thenEvents()).toHaveLength(1);
  });

  it('answers an unknown app as not found, naming app_id', () => {
    spec.given([]).when(setBetas(['ads'])).thenThrows({ kind: 'not_found', parameter: 'app_id' });
  });
});
