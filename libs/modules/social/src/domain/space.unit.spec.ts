import { deciderSpec } from '@platform/testing';
import { MAX_SPACE_TITLE, spaceDecider, type SpaceEnded, type SpaceStarted } from './space';

const startedAt = '2026-04-01T12:00:00.000Z';
const now = '2026-04-01T13:30:00.000Z';
const host = { id: '42', username: 'alice', name: 'Alice' };
const started: SpaceStarted = {
  type: 'social.SpaceStarted',
  data: { spaceId: '1qxvvvyLLdnxB', title: 'Morning show', host, startedAt },
};
const ended: SpaceEnded = {
  type: 'social.SpaceEnded',
  data: { spaceId: '1qxvvvyLLdnxB', title: 'Morning show', host, startedAt, endedAt: now },
};
const spec = deciderSpec(spaceDecider);

describe('space decider', () => {
  it('starts a Space with its host', () => {
    spec.given([]).when({ type: 'StartSpace', spaceId: '1qxvvvyLLdnxB', title: 'Morning show', host, now: startedAt }).then([started]);
  });

  it('refuses an empty, blank or too long title', () => {
    for (const title of ['', '   ', 'x'.repeat(MAX_SPACE_TITLE + 1)]) {
      spec.given([]).when({ type: 'StartSpace', spaceId: 's', title, host, now }).thenThrows({ kind: 'invalid', parameter: 'title' });
    }
    expect(spec.given([]).when({ type: 'StartSpace', spaceId: 's', title: 'x'.repeat(MAX_SPACE_TITLE), host, now }).thenEvents()).toHaveLength(1);
  });

  it('does not start the same Space twice', () => {
    spec.given([started]).when({ type: 'StartSpace', spaceId: '1qxvvvyLLdnxB', title: 'Again', host, now }).thenThrows({ kind: 'conflict' });
  });

  it('ends a live Space, carrying its title and host along', () => {
    spec.given([started]).when({ type: 'EndSpace', spaceId: '1qxvvvyLLdnxB', now }).then([ended]);
  });

  it('answers not found for an unknown Space and conflict for one already ended', () => {
    spec.given([]).when({ type: 'EndSpace', spaceId: 'nope', now }).thenThrows({ kind: 'not_found', parameter: 'space_id' });
    spec.given([started, ended]).when({ type: 'EndSpace', spaceId: '1qxvvvyLLdnxB', now }).thenThrows({ kind: 'conflict', parameter: 'space_id' });
  });
});
