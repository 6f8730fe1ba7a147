import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { admin, startTestApp, type TestApp } from '../../support/app';
import { eventually } from '../../support/eventually';
import { mp4, png } from '../../support/media-files';
import { signedFetch } from '../../support/oauth1-client';

/** The number a base36 id writes (legacy cards' ids are their card_uri's number in base 36). */
const fromBase36 = (id: string) => [...id].reduce((n, c) => n * 36n + BigInt(parseInt(c, 36)), 0n).toString();

/** Cards of components, poll cards, video and (legacy) image conversation cards, and the cards fetch. */
describe('cards', () => {
  let t: TestApp;
  let api: string;
  let ads: AdsCaller;
  let acct: string;
  let image: string;
  let wideImage: string;
  let smallImage: string;
  let video: string;
  let squareVideo: string;
  let mediaAccount: string;
  beforeAll(async () => {
    t = await startTestApp({ MEDIA_PROCESSING_MS: '0' });
    api = await t.listen();
    ads = await adsCaller(t, { api });
    acct = `/12/accounts/${ads.accountId}`;
    mediaAccount = (await admin(t).post('/admin/ad_accounts', { user_id: ads.userId, name: 'Media polls', feature_keys: ['PROMOTED_MEDIA_POLLS'] }).expect(201)).body.data.id;
    image = await libraryMedia(png(800, 418), 'tweet_image');
    wideImage = await libraryMedia(png(1200, 628), 'tweet_image');
    smallImage = await libraryMedia(png(400, 400), 'tweet_image');
    video = await libraryMedia(mp4(1280, 720, 3), 'tweet_video');
    squareVideo = await libraryMedia(mp4(600, 600, 2), 'tweet_video');
  });
  afterAll(() => t.close());

  /** An upload through the v2 API, processed, in the media library of an account of the test user (the test account by default). */
  async function libraryMedia(bytes: Buffer, category: string, accountId = ads.accountId): Promise<string> {
    const res = await signedFetch('POST', `${api}/2/media/upload`, { consumer: ads.consumer, token: ads.token, json: { media: bytes.toString('base64'), media_category: category } });
    const { id, media_key } = ((await res.json()) as { data: { id: string; media_key: string } }).data;
    await eventually(
      async () => (await (await signedFetch('GET', `${api}/2/media/upload?media_id=${id}`, { consumer: ads.consumer, token: ads.token })).json()) as any,
      (s) => !s.data.processing_info || s.data.processing_info.state === 'succeeded',
    );
    expect((await ads.post(`/12/accounts/${accountId}/media_library`, { media_key })).status).toBe(200);
    return media_key;
  }

  const json = (method: string, path: string, body: unknown) => ads.request(method, path, {}, { json: body });
  const website = { type: 'DETAILS', title: 'Shop the sale', destination: { type: 'WEBSITE', url: 'https://shop.example/sale' } };
  const app = { type: 'APP', country_code: 'US', ios_app_store_identifier: '333903271', googleplay_app_id: 'com.example.app' };
  const button = { type: 'BUTTON', label: { type: 'ENUM', value: 'INSTALL' }, destination: app };

  it('makes a card of components, derives its type, and keeps it: list, get, update, delete', async () => {
    const created = await json('POST', `${acct}/cards`, { name: 'Sale card', components: [{ type: 'MEDIA', media_key: image }, website] });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(id).toMatch(/^\d+$/);
    expect(created.body.data).toEqual({
      id,
      name: 'Sale card',
      components: [
        { type: 'MEDIA', media_key: image, media_metadata: { [image]: { type: 'IMAGE', url: expect.stringContaining(`/media/${image}.png`), width: 800, height: 418 } } },
        website,
      ],
      card_uri: `card://${id}`,
      card_type: 'IMAGE_WEBSITE',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted: false,
    });
    expect((await ads.get(`${acct}/cards/${id}`)).body.data).toEqual(created.body.data);
    expect((await ads.get(`${acct}/cards`, { card_id: id })).body.data).toEqual([created.body.data]);
    expect((await ads.get(`${acct}/cards`, { card_uris: `card://${id}` })).body.data.map((c: any) => c.id)).toEqual([id]);

    const renamed = await json('PUT', `${acct}/cards/${id}`, { name: 'Renamed card' });
    expect(renamed.body.data).toMatchObject({ name: 'Renamed card', card_type: 'IMAGE_WEBSITE', components: created.body.data.components });
    const toApp = await json('PUT', `${acct}/cards/${id}`, { components: [{ type: 'MEDIA', media_key: video }, button] });
    expect(toApp.body.data).toMatchObject({ name: 'Renamed card', card_type: 'VIDEO_APP' });
    expect((await ads.get(`${acct}/cards/${id}`)).body.data.card_type).toBe('VIDEO_APP');

    expect((await ads.delete(`${acct}/cards/${id}`)).body.data).toMatchObject({ id, deleted: true });
    expect((await ads.get(`${acct}/cards/${id}`)).status).toBe(404);
  });

  it('takes the components back as an answer showed them (media_metadata included) and derives the metadata again', async () => {
    const swipe = { type: 'SWIPEABLE_MEDIA', media_keys: [image, wideImage] };
    const created = (await json('POST', `${acct}/cards`, { name: 'Read back', components: [swipe, website] })).body.data;
    // a client that loads a card, renames it and sends the whole of it back
    const sent = await json('PUT', `${acct}/cards/${created.id}`, { name: 'Read back, renamed', components: created.components });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ name: 'Read back, renamed', card_type: 'IMAGE_CAROUSEL_WEBSITE', components: created.components });
    // what the client claims about the media is not kept: the library's metadata is shown
    const claimed = [{ type: 'MEDIA', media_key: image, media_metadata: { [image]: { type: 'VIDEO', url: 'https://elsewhere.example/x.mp4', width: 1, height: 1 } } }, website];
    const changed = await json('PUT', `${acct}/cards/${created.id}`, { components: claimed });
    expect(changed.status).toBe(200);
    expect(changed.body.data.card_type).toBe('IMAGE_WEBSITE');
    expect(changed.body.data.components[0].media_metadata).toEqual({ [image]: { type: 'IMAGE', url: expect.stringContaining(`/media/${image}.png`), width: 800, height: 418 } });
    expect((await ads.get(`${acct}/cards/${created.id}`)).body.data.components).toEqual(changed.body.data.components);
    const other = await json('PUT', `${acct}/cards/${created.id}`, { components: [{ type: 'MEDIA', media_key: image, preview: 'x' }, website] });
    expect(other.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'components[0].preview' });
  });

  it('keeps the slides of a card renamed with `components: null`, as a client without slides sends it back', async () => {
    const slide = (key: string) => [{ type: 'MEDIA', media_key: key }, website];
    const created = (await json('POST', `${acct}/cards`, { name: 'Slides', slides: [slide(image), slide(wideImage)] })).body.data;
    expect(created.card_type).toBe('IMAGE_MULTI_DEST_CAROUSEL_WEBSITE');
    const renamed = await json('PUT', `${acct}/cards/${created.id}`, { name: 'Slides, renamed', components: null });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toEqual({ ...created, name: 'Slides, renamed', updated_at: expect.any(String) });
    expect((await ads.get(`${acct}/cards/${created.id}`)).body.data).toEqual(renamed.body.data);
    // null for both keeps both; slides given beside a null components replace them
    expect((await json('PUT', `${acct}/cards/${created.id}`, { components: null, slides: null })).body.data.slides).toEqual(created.slides);
    const replaced = await json('PUT', `${acct}/cards/${created.id}`, { components: null, slides: [slide(wideImage), slide(image), slide(wideImage)] });
    expect(replaced.body.data.slides.map((s: any[]) => s[0].media_key)).toEqual([wideImage, image, wideImage]);
  });

  it('derives every kind of carousel and multi-destination card', async () => {
    const make = async (body: object) => (await json('POST', `${acct}/cards`, { name: 'Carousel', ...body })).body.data?.card_type;
    const swipe = (...keys: string[]) => ({ type: 'SWIPEABLE_MEDIA', media_keys: keys });
    expect(await make({ components: [swipe(image, wideImage), website] })).toBe('IMAGE_CAROUSEL_WEBSITE');
    expect(await make({ components: [swipe(video, squareVideo), website] })).toBe('VIDEO_CAROUSEL_WEBSITE');
    expect(await make({ components: [swipe(image, video), website] })).toBe('MIXED_MEDIA_SINGLE_DEST_CAROUSEL_WEBSITE');
    expect(await make({ components: [swipe(image, wideImage), button] })).toBe('IMAGE_CAROUSEL_APP');
    expect(await make({ components: [swipe(video, squareVideo), button] })).toBe('VIDEO_CAROUSEL_APP');
    expect(await make({ components: [button, swipe(video, image)] })).toBe('MIXED_MEDIA_SINGLE_DEST_CAROUSEL_APP');
    expect(await make({ components: [{ type: 'MEDIA', media_key: image }, button] })).toBe('IMAGE_APP');
    expect(await make({ components: [{ type: 'MEDIA', media_key: video }, website] })).toBe('VIDEO_WEBSITE');
    const slide = (key: string) => [{ type: 'MEDIA', media_key: key }, website];
    expect(await make({ slides: [slide(image), slide(wideImage)] })).toBe('IMAGE_MULTI_DEST_CAROUSEL_WEBSITE');
    expect(await make({ slides: [slide(video), slide(squareVideo)] })).toBe('VIDEO_MULTI_DEST_CAROUSEL_WEBSITE');
    expect(await make({ slides: [slide(image), slide(video), slide(wideImage)] })).toBe('MIXED_MEDIA_MULTI_DEST_CAROUSEL_WEBSITE');
    const types = (await ads.get(`${acct}/cards`, { card_types: 'VIDEO_CAROUSEL_APP,IMAGE_APP' })).body.data.map((c: any) => c.card_type).sort();
    expect(types).toEqual(['IMAGE_APP', 'VIDEO_CAROUSEL_APP']);
  });

  it('enforces every component rule, naming the component and member', async () => {
    const refused = async (body: object) => {
      const answer = await json('POST', `${acct}/cards`, { name: 'Bad', ...body });
      expect(answer.status).toBe(400);
      return answer.body.errors[0];
    };
    const media = { type: 'MEDIA', media_key: image };
    expect(await refused({ components: [media, website], slides: [[media, website]] })).toMatchObject({ code: 'EXCLUSIVE_PARAMETERS', parameter: 'components' });
    expect(await refused({})).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'components' });
    expect(await refused({ components: [{ type: 'MEDIA', media_key: '3_1' }, website] })).toMatchObject({ parameter: 'components[0].media_key' });
    expect(await refused({ components: [{ type: 'SWIPEABLE_MEDIA', media_keys: [image] }, website] })).toMatchObject({ parameter: 'components[0].media_keys' });
    expect(await refused({ components: [{ type: 'SWIPEABLE_MEDIA', media_keys: Array(7).fill(image) }, website] })).toMatchObject({ parameter: 'components[0].media_keys' });
    expect(await refused({ components: [media, { ...website, destination: app }] })).toMatchObject({ parameter: 'components[1].destination.type' });
    expect(await refused({ components: [media, { ...button, destination: website.destination }] })).toMatchObject({ parameter: 'components[1].destination.type' });
    expect(await refused({ components: [media, { ...button, label: { type: 'ENUM', value: 'BUY' } }] })).toMatchObject({ parameter: 'components[1].label.value' });
    expect(await refused({ components: [media, { ...button, label: { type: 'TEXT', value: 'SHOP' } }] })).toMatchObject({ parameter: 'components[1].label.type' });
    expect(await refused({ components: [media, { ...button, destination: { type: 'APP', country_code: 'US' } }] })).toMatchObject({
      code: 'MISSING_PARAMETER',
      parameter: 'components[1].destination.googleplay_app_id',
    });
    expect(await refused({ components: [media, { ...button, destination: { type: 'APP', ios_app_store_identifier: '1' } }] })).toMatchObject({
      code: 'MISSING_PARAMETER',
      parameter: 'components[1].destination.country_code',
    });
    expect(await refused({ components: [media, { ...button, destination: { ...app, googleplay_app_id: undefined, googleplay_deep_link: 'app://x' } }] })).toMatchObject({
      parameter: 'components[1].destination.googleplay_deep_link',
    });
    expect(await refused({ components: [media, { ...button, destination: { type: 'APP', country_code: 'US', googleplay_app_id: 'a', ios_deep_link: 'app://x' } }] })).toMatchObject({
      parameter: 'components[1].destination.ios_deep_link',
    });
    expect(await refused({ components: [media, { ...website, destination: { type: 'WEBSITE', url: 'ftp://x' } }] })).toMatchObject({ parameter: 'components[1].destination.url' });
    expect(await refused({ components: [media, { type: 'DETAILS', destination: website.destination }] })).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'components[1].title' });
    expect(await refused({ components: [media, media, website] })).toMatchObject({ parameter: 'components' });
    expect(await refused({ components: [media, website, button] })).toMatchObject({ parameter: 'components' });
    expect(await refused({ components: [media] })).toMatchObject({ parameter: 'components' });
    expect(await refused({ components: [media, { type: 'HEADLINE' }] })).toMatchObject({ parameter: 'components[1].type' });
    expect(await refused({ slides: [[media, button], [media, button]] })).toMatchObject({ parameter: 'slides[0]' });
    expect(await refused({ slides: [[media, website]] })).toMatchObject({ parameter: 'slides' });
    expect(await refused({ slides: [[media, website], [{ type: 'MEDIA', media_key: '3_9' }, website]] })).toMatchObject({ parameter: 'slides[1][0].media_key' });
    const long = await json('POST', `${acct}/cards`, { name: 'n'.repeat(81), components: [media, website] });
    expect(long.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'name' });
    // JSON bodies only
    const form = await ads.post(`${acct}/cards`, { name: 'Form card' });
    expect(form.status).toBe(415);
    expect(form.body.errors[0].code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('makes poll cards, with media behind the account feature, never updated and deleted for good', async () => {
    const polls = `${acct}/cards/poll`;
    const before = Date.now();
    const created = await ads.post(polls, { name: 'Favourite', first_choice: 'Red', second_choice: 'Blue', third_choice: 'Green', duration_in_minutes: 60 });
    expect(created.status).toBe(200);
    const poll = created.body.data;
    // a poll card's id is short base36, its card_uri a number (the poll cards reference's examples)
    expect(poll).toEqual({
      id: expect.stringMatching(/^[0-9a-z]{1,13}$/),
      name: 'Favourite',
      first_choice: 'Red',
      second_choice: 'Blue',
      third_choice: 'Green',
      start_time: expect.any(String),
      end_time: expect.any(String),
      duration_in_minutes: '60',
      card_uri: `card://${fromBase36(poll.id)}`,
      card_type: 'TEXT_POLLS',
      created_at: poll.start_time,
      updated_at: poll.start_time,
      deleted: false,
    });
    expect(Date.parse(poll.start_time)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Date.parse(poll.end_time) - Date.parse(poll.start_time)).toBe(60 * 60_000);
    expect((await ads.get(`${polls}/${poll.id}`)).body.data).toEqual(poll);
    expect((await ads.get(polls, { card_ids: poll.id })).body.data).toEqual([poll]);
    expect((await ads.get(polls, { q: 'FAV' })).body.data.map((p: any) => p.id)).toContain(poll.id);

    const bad = async (params: Record<string, string | number>) => (await ads.post(polls, { name: 'P', first_choice: 'a', second_choice: 'b', duration_in_minutes: 5, ...params })).body.errors[0];
    expect(await bad({ fourth_choice: 'd' })).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'third_choice' });
    expect(await bad({ first_choice: 'x'.repeat(26) })).toMatchObject({ parameter: 'first_choice' });
    expect(await bad({ duration_in_minutes: 4 })).toMatchObject({ parameter: 'duration_in_minutes' });
    expect(await bad({ duration_in_minutes: 10_081 })).toMatchObject({ parameter: 'duration_in_minutes' });
    expect((await ads.post(polls, { name: 'P', first_choice: 'a', duration_in_minutes: 5 })).body.errors[0]).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'second_choice' });
    expect(await bad({ media_key: image })).toMatchObject({ parameter: 'media_key', message: expect.stringContaining('PROMOTED_MEDIA_POLLS') });

    // polls cannot be updated
    const put = await ads.put(`${polls}/${poll.id}`, { name: 'Changed' });
    expect(put.status).toBe(405);
    expect(put.body.errors[0].code).toBe('METHOD_NOT_ALLOWED');

    expect((await ads.delete(`${polls}/${poll.id}`)).status).toBe(200);
    expect((await ads.get(`${polls}/${poll.id}`, { with_deleted: true })).status).toBe(404);
    expect((await ads.get(polls, { card_ids: poll.id, with_deleted: true })).body.data).toEqual([]);
    expect((await ads.delete(`${polls}/${poll.id}`)).status).toBe(404);
  });

  it('takes poll media from the library of an account with PROMOTED_MEDIA_POLLS', async () => {
    const upload = (bytes: Buffer, category: string) => libraryMedia(bytes, category, mediaAccount);
    const polls = `/12/accounts/${mediaAccount}/cards/poll`;
    const choices = { name: 'Media poll', first_choice: 'Yes', second_choice: 'No', duration_in_minutes: 1440 };
    const banner = await upload(png(1200, 628), 'tweet_image');
    expect((await ads.post(polls, { ...choices, media_key: banner })).body.data).toMatchObject({ card_type: 'IMAGE_POLLS' });
    const square = await upload(png(800, 800), 'tweet_image');
    expect((await ads.post(polls, { ...choices, media_key: square })).body.errors[0]).toMatchObject({ parameter: 'media_key', message: expect.stringContaining('1.91:1') });
    const narrow = await upload(png(764, 400), 'tweet_image');
    expect((await ads.post(polls, { ...choices, media_key: narrow })).body.errors[0]).toMatchObject({ parameter: 'media_key' });
    const clip = await upload(mp4(1280, 720, 4), 'tweet_video');
    const videoPoll = (await ads.post(polls, { ...choices, media_key: clip })).body.data;
    expect(videoPoll).toMatchObject({
      card_type: 'VIDEO_POLLS',
      video_url: expect.stringContaining(`/media/${clip}.mp4`),
      video_width: '1280',
      video_height: '720',
      content_duration_seconds: '4',
    });
    expect(videoPoll.media_key).toBeUndefined();
    // the other account's library is not this one's
    expect((await ads.post(polls, { ...choices, media_key: image })).body.errors[0]).toMatchObject({ parameter: 'media_key', message: expect.stringContaining('not in the media library') });
  });

  it('makes video conversation cards from 16:9 library videos, with every member rule', async () => {
    const cards = `${acct}/cards/video_conversation`;
    const base = { name: 'Talk', first_cta: '#LoveIt', first_cta_post: 'I love it', thank_you_text: 'Thanks!', media_key: video, title: 'Tell us' };
    const created = await ads.post(cards, { ...base, unlocked_image_media_key: image });
    expect(created.status).toBe(200);
    const card = created.body.data;
    expect(card).toEqual({
      id: expect.stringMatching(/^[0-9a-z]{1,13}$/),
      name: 'Talk',
      title: 'Tell us',
      first_cta: '#LoveIt',
      first_cta_post: 'I love it',
      thank_you_text: 'Thanks!',
      media_key: video,
      media_url: expect.stringContaining(`/media/${video}.mp4`),
      poster_media_url: null,
      video_owner_id: ads.userId,
      video_width: '1280',
      video_height: '720',
      card_uri: `card://${fromBase36(card.id)}`,
      card_type: 'VIDEO_CONVERSATION',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted: false,
    });
    expect((await ads.get(`${cards}/${card.id}`)).body.data).toEqual(card);
    expect((await ads.get(cards, { card_ids: card.id })).body.data).toEqual([card]);

    const bad = async (params: Record<string, string>) => (await ads.post(cards, { ...base, ...params })).body.errors[0];
    const { title: _title, ...untitled } = base;
    expect((await ads.post(cards, untitled)).body.errors[0]).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'title' });
    expect((await ads.post(cards, { ...untitled, second_cta: '#Nope' })).body.errors[0]).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'second_cta_post' });
    expect((await ads.post(cards, { ...untitled, second_cta: '#Nope', second_cta_tweet: 'Nope' })).status).toBe(200);
    expect(await bad({ first_cta: '#' + 'a'.repeat(21) })).toMatchObject({ parameter: 'first_cta' });
    expect((await ads.post(cards, { ...base, first_cta: '#' + 'a'.repeat(20) })).status).toBe(200);
    expect(await bad({ thank_you_text: 't'.repeat(24) })).toMatchObject({ parameter: 'thank_you_text' });
    expect(await bad({ title: 't'.repeat(24) })).toMatchObject({ parameter: 'title' });
    expect(await bad({ media_key: image })).toMatchObject({ parameter: 'media_key' });
    expect(await bad({ media_key: squareVideo })).toMatchObject({ parameter: 'media_key', message: expect.stringContaining('16:9') });
    expect(await bad({ third_cta_post: 'orphan' })).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'third_cta' });
    expect(await bad({ thank_you_url: 'not a url' })).toMatchObject({ parameter: 'thank_you_url' });
    expect(await bad({ poster_media_key: video })).toMatchObject({ parameter: 'poster_media_key' });

    const updated = await ads.put(`${cards}/${card.id}`, { name: 'Talk more', poster_media_key: wideImage, second_cta: '#More', second_cta_post: 'More please' });
    expect(updated.body.data).toMatchObject({ name: 'Talk more', title: 'Tell us', poster_media_key: wideImage, poster_media_url: expect.stringContaining(wideImage), second_cta: '#More' });
    expect(updated.body.data.unlocked_image_media_key).toBeUndefined();
    expect((await ads.put(`${cards}/${card.id}`, { second_cta: '', second_cta_post: '', title: '' })).body.errors[0]).toMatchObject({ parameter: 'title' });
    expect((await ads.get(`${cards}/${card.id}`)).body.data).toEqual(updated.body.data);
    // with a second hashtag the title may go: it is unset, and stays so
    const untitledCard = await ads.put(`${cards}/${card.id}`, { title: '' });
    expect(untitledCard.body.data).toMatchObject({ title: null, second_cta: '#More' });
    expect((await ads.get(`${cards}/${card.id}`)).body.data).toEqual(untitledCard.body.data);
    expect((await ads.delete(`${cards}/${card.id}`)).body.data).toMatchObject({ deleted: true });
    expect((await ads.get(`${cards}/${card.id}`)).status).toBe(404);
  });

  it('keeps legacy image conversation cards apart from the cards list unless asked, and fetches every kind by card_uris', async () => {
    const legacy = `${acct}/cards/image_conversation`;
    const created = await ads.post(legacy, { name: 'Legacy', title: 'Pick one', first_cta: '#One', first_cta_tweet: 'One!', thank_you_text: 'Thanks', media_key: image });
    expect(created.status).toBe(200);
    const card = created.body.data;
    expect(card).toMatchObject({ card_type: 'IMAGE_CONVERSATION', first_cta_post: 'One!', media_url: expect.stringContaining(image), card_uri: expect.stringMatching(/^card:\/\/\d+$/) });
    expect(card.card_uri).toBe(`card://${fromBase36(card.id)}`);
    // the image's size in pixels, as strings like every numeric member of a card
    expect(card).toMatchObject({ image_display_width: '800', image_display_height: '418' });
    expect((await ads.post(legacy, { name: 'Small', title: 't', first_cta: '#One', first_cta_post: 'x', thank_you_text: 'x', media_key: smallImage })).body.errors[0]).toMatchObject({ parameter: 'media_key' });
    expect((await ads.get(legacy, { card_ids: card.id })).body.data).toEqual([card]);
    expect((await ads.get(`${acct}/cards`, { card_id: card.id })).body.data).toEqual([]);
    expect((await ads.get(`${acct}/cards`, { card_id: card.id, include_legacy_cards: true })).body.data).toEqual([card]);

    // one card by id, and its update (the image conversation cards reference's GET and PUT)
    expect((await ads.get(`${legacy}/${card.id}`)).body.data).toEqual(card);
    const renamed = await ads.put(`${legacy}/${card.id}`, { name: 'moon card' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toEqual({ ...card, name: 'moon card', updated_at: expect.any(String) });
    expect((await ads.get(`${legacy}/${card.id}`)).body.data.name).toBe('moon card');
    // another image: the display size follows it
    const resized = await ads.put(`${legacy}/${card.id}`, { media_key: wideImage });
    expect(resized.body.data).toMatchObject({ media_key: wideImage, image_display_width: '1200', image_display_height: '628' });
    expect((await ads.get(legacy, { card_ids: card.id })).body.data[0]).toMatchObject({ image_display_width: '1200', image_display_height: '628' });
    // the unlocked image: at least 800 px wide at 5:2
    const square = await ads.put(`${legacy}/${card.id}`, { unlocked_image_media_key: image });
    expect(square.status).toBe(400);
    expect(square.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'unlocked_image_media_key' });
    const banner = await libraryMedia(png(1000, 400), 'tweet_image');
    const unlocked = await ads.put(`${legacy}/${card.id}`, { unlocked_image_media_key: banner });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.data).not.toHaveProperty('unlocked_image_media_key');
    const current = unlocked.body.data;

    const component = (await ads.request('POST', `${acct}/cards`, {}, { json: { name: 'Fetch me', components: [{ type: 'MEDIA', media_key: image }, website] } })).body.data;
    const poll = (await ads.post(`${acct}/cards/poll`, { name: 'Fetch poll', first_choice: 'a', second_choice: 'b', duration_in_minutes: 30 })).body.data;
    const fetched = await ads.get(`${acct}/cards/all`, { card_uris: [component.card_uri, poll.card_uri, card.card_uri].join(',') });
    expect(fetched.status).toBe(200);
    expect(fetched.body.data.map((c: any) => c.card_uri).sort()).toEqual([component.card_uri, poll.card_uri, card.card_uri].sort());
    expect((await ads.get(`${acct}/cards/all/${poll.id}`)).body.data).toEqual(poll);
    // each card in its own kind's shape: the poll with its choices and times, the legacy card with its calls
    const byUri = (uri: string) => fetched.body.data.find((c: any) => c.card_uri === uri);
    expect(byUri(poll.card_uri)).toEqual(poll);
    expect(byUri(poll.card_uri)).toMatchObject({ first_choice: 'a', second_choice: 'b', duration_in_minutes: '30' });
    expect(byUri(card.card_uri)).toEqual(current);
    expect((await ads.get(`${acct}/cards/all`)).body.errors[0]).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'card_uris' });

    expect((await ads.delete(`${legacy}/${card.id}`)).body.data).toMatchObject({ id: card.id, deleted: true, name: current.name });
    expect((await ads.get(legacy, { card_ids: card.id })).body.data).toEqual([]);
    expect((await ads.get(`${legacy}/${card.id}`)).status).toBe(404);
  });
});
