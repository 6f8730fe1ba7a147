import { historyOf, projectionSpec, testDatabase } from '@platform/testing';
import { type AppCommand, appDecider } from '../domain/app';
import { appsProjection } from './apps.projection';

const register: AppCommand = {
  type: 'RegisterApp',
  appId: 'app-proj-spec',
  name: 'Client',
  consumerKey: 'ck-proj-spec',
  consumerSecret: { enc: 'v1.a.b.c' },
  callbackUrls: ['https://client.example/cb', 'http://127.0.0.1/cb'],
  signInWith: true,
  desktop: false,
  betas: null,
  now: '2026-01-01T00:00:00Z',
};
const setBetas = (betas: string[] | null): AppCommand => ({ type: 'SetAppBetas', appId: 'app-proj-spec', betas, now: '2026-01-02T00:00:00Z' });

describe('the apps projection', () => {
  const db = testDatabase();
  const rows = (commands: AppCommand[]) =>
    projectionSpec(appsProjection, db())
      .given(historyOf(appDecider, commands))
      .thenRows(`SELECT id, name, consumer_key, consumer_secret_enc, callback_urls, sign_in_with, desktop, created_at, betas FROM identity.apps WHERE id = $1`, ['app-proj-spec']);

  it('keeps a registered app with its sealed secret and callbacks, every beta allowed (null)', async () => {
    expect(await rows([register])).toEqual([
      {
        id: 'app-proj-spec',
        name: 'Client',
        consumer_key: 'ck-proj-spec',
        consumer_secret_enc: 'v1.a.b.c',
        callback_urls: ['https://client.example/cb', 'http://127.0.0.1/cb'],
        sign_in_with: true,
        desktop: false,
        created_at: new Date('2026-01-01T00:00:00Z'),
        betas: null,
      },
    ]);
  });

  it('keeps the betas the operator sets, and none listed (every one) again', async () => {
    expect(await rows([register, setBetas(['ads'])])).toEqual([expect.objectContaining({ betas: ['ads'] })]);
    expect(await rows([register, setBetas(['ads']), setBetas(null)])).toEqual([expect.objectContaining({ betas: null })]);
    expect(await rows([{ ...register, betas: [] }])).toEqual([expect.objectContaining({ betas: [] })]);
  });
});
