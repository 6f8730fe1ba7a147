import { compareAnswer, compareShape, type Shape } from './shape-compare';

describe('comparing an answer with an example shape', () => {
  const campaign: Shape = {
    t: 'object',
    m: {
      data: {
        t: 'object',
        m: { id: { t: 'string' }, servable: { t: 'boolean' }, budget: { t: 'null' }, reasons: { t: 'array', of: { t: 'string', enum: ['PAUSED_BY_ADVERTISER'] } } },
      },
    },
  };
  const answer = { data: { id: 'a1', servable: true, budget: 5, reasons: ['INCOMPLETE'] } };

  it('finds nothing when the members and their types match; a null matches any type', () => {
    expect(compareShape(campaign, answer)).toEqual([]);
    expect(compareShape(campaign, { data: { ...answer.data, servable: null } })).toEqual([]);
  });

  it('names a missing member, one the example lacks, and another type, by their path', () => {
    const { id: _id, ...noId } = answer.data;
    expect(compareShape(campaign, { data: noId })).toEqual([{ member: 'data.id', what: 'missing' }]);
    expect(compareShape(campaign, { data: { ...answer.data, colour: 'red' } })).toEqual([{ member: 'data.colour', what: 'not in the example' }]);
    expect(compareShape(campaign, { data: { ...answer.data, reasons: [1] } })).toEqual([{ member: 'data.reasons[]', what: 'is number, the example has string' }]);
  });

  it('wants enumerated values spelled as enumerated values, without the brand word', () => {
    expect(compareShape(campaign, { data: { ...answer.data, reasons: ['paused by advertiser'] } })).toHaveLength(1);
    expect(compareShape(campaign, { data: { ...answer.data, reasons: ['PROMOTED_TWEETS'] } })).toHaveLength(1);
  });

  it('holds a schema enum to its values, and takes the brand spelling of a member for the platform API only', () => {
    const schema: Shape = { t: 'object', m: { edit_history_post_ids: { t: 'array', of: { t: 'string' } }, kind: { t: 'string', enum: ['post', 'user'], all: true } } };
    expect(compareShape(schema, { edit_history_post_ids: [], kind: 'space' })).toEqual([{ member: 'kind', what: '"space" is not one of post, user' }]);
    expect(compareShape(schema, { edit_history_tweet_ids: [], kind: 'user' }, { brandSpellingToo: true })).toEqual([]);
    expect(compareShape(schema, { edit_history_tweet_ids: [], kind: 'user' })).toEqual([
      { member: 'edit_history_post_ids', what: 'missing' },
      { member: 'edit_history_tweet_ids', what: 'not in the example' },
    ]);
  });

  it('compares the elements of a kind the example shows, and leaves those of another kind alone', () => {
    const card: Shape = {
      t: 'object',
      m: {
        components: {
          t: 'array',
          of: {
            t: 'object',
            m: {
              type: { t: 'string', enum: ['BUTTON', 'MEDIA'] },
              media_key: { t: 'string', opt: true },
              destination: { t: 'object', m: { type: { t: 'string', enum: ['APP'] }, country_code: { t: 'string' } }, opt: true },
            },
          },
        },
      },
    };
    // a kind the example shows is held to the example's members
    expect(compareShape(card, { components: [{ type: 'MEDIA', media_key: 5 }] })).toEqual([{ member: 'components[].media_key', what: 'is number, the example has string' }]);
    expect(compareShape(card, { components: [{ type: 'BUTTON', destination: { type: 'APP' } }] })).toEqual([{ member: 'components[].destination.country_code', what: 'missing' }]);
    expect(compareShape(card, { components: [{ type: 'MEDIA', title: 'x' }] })).toEqual([{ member: 'components[].title', what: 'not in the example' }]);
    // another kind: a DETAILS component, a WEBSITE destination
    expect(compareShape(card, { components: [{ type: 'DETAILS', title: 'x', destination: { type: 'WEBSITE', url: 'https://a.example' } }] })).toEqual([]);
    expect(compareShape(card, { components: [{ type: 'BUTTON', destination: { type: 'WEBSITE', url: 'https://a.example' } }] })).toEqual([]);
    // a type that is not an enumerated value is still a difference to see
    expect(compareShape(card, { components: [{ type: 'details', title: 'x' }] })).not.toEqual([]);
  });

  it('leaves the ads envelope’s request-dependent members out', () => {
    expect(compareAnswer(campaign, { ...answer, request: { params: {} }, next_cursor: null, total_count: 1 }, { adsEnvelope: true })).toEqual([]);
    expect(compareAnswer(campaign, { ...answer, next_cursor: null })).toEqual([{ member: 'next_cursor', what: 'not in the example' }]);
  });
});
