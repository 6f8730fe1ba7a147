import { adsCaller, type AdsCaller } from '../../support/ads-client';
import { startTestApp, type TestApp } from '../../support/app';
import { eventually } from '../../support/eventually';
import { gif, mp4, png } from '../../support/media-files';
import { authorizationHeader, signedFetch } from '../../support/oauth1-client';

/**
 * Media uploads (v1.1 simple and chunked, v2), their processing, the bytes
 * served back, the media library and the PREROLL account media an
 * AMPLIFY_VIDEO becomes.
 */
describe('media upload, media library and account media', () => {
  let t: TestApp;
  let api: string;
  let ads: AdsCaller;
  let other: AdsCaller;
  let library: string;
  beforeAll(async () => {
    t = await startTestApp({ MEDIA_PROCESSING_MS: '300' });
    api = await t.listen();
    ads = await adsCaller(t, { api });
    other = await adsCaller(t, { api });
    library = `/12/accounts/${ads.accountId}/media_library`;
  });
  afterAll(() => t.close());

  type Answer = { status: number; body: any; text: string };
  const call = async (caller: AdsCaller, method: string, path: string, body?: { form?: Record<string, string>; multipart?: FormData; json?: unknown }): Promise<Answer> => {
    const res = await signedFetch(method, `${api}${path}`, { consumer: caller.consumer, token: caller.token, ...body });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, text };
  };
  const multipart = (fields: Record<string, string>, file?: Buffer) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (file) form.append('media', new Blob([file]), 'upload.bin');
    return form;
  };
  const v1 = '/1.1/media/upload.json';

  /** A chunked v1.1 upload: INIT, APPEND the segments, FINALIZE. */
  async function chunked(caller: AdsCaller, file: Buffer, fields: { media_type: string; media_category?: string }, segments = 2) {
    const init = await call(caller, 'POST', v1, { form: { command: 'INIT', total_bytes: String(file.length), ...fields } });
    expect(init.status).toBe(202);
    const mediaId = init.body.media_id_string;
    const size = Math.ceil(file.length / segments);
    for (let i = 0; i < segments; i++) {
      const append = await call(caller, 'POST', v1, { multipart: multipart({ command: 'APPEND', media_id: mediaId, segment_index: String(i) }, file.subarray(i * size, (i + 1) * size)) });
      expect(append.status).toBe(204);
    }
    return { init, finalize: await call(caller, 'POST', v1, { form: { command: 'FINALIZE', media_id: mediaId } }), mediaId };
  }

  const status = (caller: AdsCaller, mediaId: string) => call(caller, 'GET', `${v1}?command=STATUS&media_id=${mediaId}`);

  it('takes a simple v1.1 upload, reads what the image is, and serves its bytes', async () => {
    const bytes = png(1200, 628);
    const answer = await call(ads, 'POST', v1, { multipart: multipart({ media_category: 'tweet_image' }, bytes) });
    expect(answer.status).toBe(200);
    const mediaId = answer.body.media_id_string;
    expect(answer.text).toContain(`"media_id":${mediaId},`);
    expect(answer.body).toEqual({
      media_id: expect.any(Number),
      media_id_string: expect.stringMatching(/^\d+$/),
      media_key: `3_${mediaId}`,
      size: bytes.length,
      expires_after_secs: 86_400,
      image: { image_type: 'image/png', w: 1200, h: 628 },
    });
    const served = await fetch(`${api}/media/3_${mediaId}.png`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    // base64 in media_data, form-encoded, does the same
    const form = await call(ads, 'POST', v1, { form: { media_data: gif(40, 30).toString('base64') } });
    expect(form.status).toBe(200);
    expect(form.body.image).toEqual({ image_type: 'image/gif', w: 40, h: 30 });
  });

  it('takes the v1.1 `media` part without a filename (a form field) byte for byte, simple and chunked', async () => {
    // the multipart body the python ads SDK sends for files={'media': (None, bytes)}: no filename, no type
    const upload = async (fields: Record<string, string>, media: Buffer) => {
      const boundary = 'aviary-field-part';
      const part = (name: string, value: Buffer | string) =>
        Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`), Buffer.from(value), Buffer.from('\r\n')]);
      const body = Buffer.concat([...Object.entries(fields).map(([k, v]) => part(k, v)), part('media', media), Buffer.from(`--${boundary}--\r\n`)]);
      const url = `${api}${v1}`;
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: authorizationHeader('POST', url, { consumer: ads.consumer, token: ads.token }), 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    };
    const served = async (key: string) => Buffer.from(await (await fetch(`${api}/media/${key}.png`)).arrayBuffer());
    const bytes = png(800, 418);
    const simple = await upload({ media_category: 'tweet_image' }, bytes);
    expect(simple).toMatchObject({ status: 200, body: { size: bytes.length, image: { image_type: 'image/png', w: 800, h: 418 } } });
    expect((await served(simple.body.media_key)).equals(bytes)).toBe(true);

    const init = await call(ads, 'POST', v1, { form: { command: 'INIT', total_bytes: String(bytes.length), media_type: 'image/png', media_category: 'tweet_image' } });
    const mediaId = init.body.media_id_string;
    const half = Math.ceil(bytes.length / 2);
    expect((await upload({ command: 'APPEND', media_id: mediaId, segment_index: '0' }, bytes.subarray(0, half))).status).toBe(204);
    expect((await upload({ command: 'APPEND', media_id: mediaId, segment_index: '1' }, bytes.subarray(half))).status).toBe(204);
    const finalize = await call(ads, 'POST', v1, { form: { command: 'FINALIZE', media_id: mediaId } });
    expect(finalize).toMatchObject({ status: 201, body: { size: bytes.length, image: { w: 800, h: 418 } } });
    expect((await served(finalize.body.media_key)).equals(bytes)).toBe(true);

    // as a file, at most 15 MB: a larger field is refused the same way
    const tooLarge = Buffer.alloc(15 * 1024 * 1024 + 1, 0xff);
    const asField = await upload({ media_category: 'tweet_gif' }, tooLarge);
    expect(asField.status).toBe(413);
    const asFile = await call(ads, 'POST', v1, { multipart: multipart({ media_category: 'tweet_gif' }, tooLarge) });
    expect(asFile.status).toBe(413);
    expect(asField.body).toEqual(asFile.body);
  });

  it('refuses a file that is not what it claims, segments that do not add up, and other users’ uploads', async () => {
    const notImage = await call(ads, 'POST', v1, { multipart: multipart({ media_category: 'tweet_image' }, Buffer.from('plain text, no image')) });
    expect(notImage.status).toBe(400);
    expect(notImage.body.errors[0]).toEqual({ code: expect.any(Number), message: expect.stringContaining('media type unrecognized') });

    const claimed = await chunked(ads, gif(20, 20), { media_type: 'image/png', media_category: 'tweet_image' }, 1);
    expect(claimed.finalize.status).toBe(400);
    expect(claimed.finalize.body.errors[0].message).toMatch(/image\/gif, not the image\/png declared in media_type/);

    const video = await call(ads, 'POST', v1, { form: { command: 'INIT', total_bytes: '100', media_type: 'image/png', media_category: 'amplify_video' } });
    expect(video.status).toBe(400);
    expect(video.body.errors[0].message).toMatch(/media_type image\/png does not fit media_category amplify_video/);

    const tooBig = await call(ads, 'POST', v1, { form: { command: 'INIT', total_bytes: String(6 * 1024 * 1024), media_type: 'image/png', media_category: 'tweet_image' } });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors[0].message).toMatch(/exceeds 5242880 bytes/);

    const init = await call(ads, 'POST', v1, { form: { command: 'INIT', total_bytes: '5000', media_type: 'image/png' } });
    const mediaId = init.body.media_id_string;
    await call(ads, 'POST', v1, { multipart: multipart({ command: 'APPEND', media_id: mediaId, segment_index: '0' }, png(10, 10)) });
    const short = await call(ads, 'POST', v1, { form: { command: 'FINALIZE', media_id: mediaId } });
    expect(short.status).toBe(400);
    expect(short.body.errors[0].message).toMatch(/Segments do not add up to provided total file size/);

    // the upload is its user's: another user's APPEND, FINALIZE and STATUS find nothing
    expect((await call(other, 'POST', v1, { multipart: multipart({ command: 'APPEND', media_id: mediaId, segment_index: '1' }, Buffer.from('x')) })).status).toBe(404);
    expect((await status(other, mediaId)).status).toBe(404);
    const missing = await call(ads, 'POST', v1, { form: { command: 'APPEND', media_id: mediaId } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].message).toMatch(/segment_index/);
  });

  it('processes a chunked amplify video, which the library then holds and account media shows as PREROLL', async () => {
    const video = mp4(1280, 720, 6, 4000);
    const { finalize, mediaId } = await chunked(ads, video, { media_type: 'video/mp4', media_category: 'amplify_video' }, 3);
    expect(finalize.status).toBe(201);
    expect(finalize.body).toMatchObject({
      media_id_string: mediaId,
      media_key: `13_${mediaId}`,
      size: video.length,
      video: { video_type: 'video/mp4' },
      processing_info: { state: 'pending', check_after_secs: 1 },
    });
    // not in the library before its processing has succeeded
    const early = await ads.post(library, { media_key: `13_${mediaId}` });
    expect(early.status).toBe(400);
    expect(early.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'media_key' });

    const states: string[] = [];
    await eventually(
      async () => {
        const s = (await status(ads, mediaId)).body.processing_info;
        if (states.at(-1) !== s.state) states.push(s.state);
        return s;
      },
      (s) => s.state === 'succeeded',
    );
    expect(['pending', 'in_progress', 'succeeded'].filter((s) => states.includes(s))).toEqual(states);
    expect(states).toContain('in_progress');

    const added = await ads.post(library, { media_key: `13_${mediaId}`, name: 'Launch spot', title: 'Launch', description: 'Our launch video' });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({
      id: `13_${mediaId}`,
      media_key: `13_${mediaId}`,
      media_type: 'VIDEO',
      media_category: 'AMPLIFY_VIDEO',
      media_status: 'TRANSCODE_COMPLETED',
      name: 'Launch spot',
      file_name: null,
      title: 'Launch',
      description: 'Our launch video',
      media_url: expect.stringMatching(new RegExp(`/media/13_${mediaId}\\.mp4$`)),
      poster_media_key: null,
      poster_media_url: null,
      posted: false,
      duration: 6000,
      aspect_ratio: '16:9',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted: false,
    });
    expect((await ads.post(library, { media_key: `13_${mediaId}` })).status).toBe(409);

    const media = (await ads.get(`/12/accounts/${ads.accountId}/account_media`, { creative_types: 'PREROLL' })).body.data;
    expect(media).toEqual([
      {
        id: expect.any(String),
        media_key: `13_${mediaId}`,
        // the reference's PREROLL example: the video's key as video_id, no media_url
        video_id: `13_${mediaId}`,
        media_url: null,
        creative_type: 'PREROLL',
        created_at: expect.any(String),
        updated_at: expect.any(String),
        deleted: false,
      },
    ]);
    const mediaPath = `/12/accounts/${ads.accountId}/account_media/${media[0].id}`;
    expect((await ads.get(mediaPath)).body.data).toEqual(media[0]);
    expect((await ads.get(`/12/accounts/${ads.accountId}/account_media`, { creative_types: 'BANNER' })).body.data).toEqual([]);
    expect((await ads.delete(mediaPath)).body.data).toMatchObject({ id: media[0].id, deleted: true });
    expect((await ads.get(mediaPath)).status).toBe(404);
    expect((await ads.get(mediaPath, { with_deleted: true })).body.data.deleted).toBe(true);
  });

  it('keeps the library: lists by type and terms, updates, deletes, and takes only the user’s finished uploads', async () => {
    const image = (await call(ads, 'POST', v1, { multipart: multipart({ media_category: 'tweet_image' }, png(800, 418)) })).body;
    const created = await ads.post(library, { media_key: image.media_key, name: 'Spring Sale banner', file_name: 'spring.png' });
    expect(created.status).toBe(200);
    // an image shows the common members only, as the reference's image examples do
    expect(Object.keys(created.body.data).sort()).toEqual(
      ['created_at', 'deleted', 'file_name', 'id', 'media_category', 'media_key', 'media_status', 'media_type', 'media_url', 'name', 'posted', 'updated_at'],
    );
    expect(created.body.data).toMatchObject({ media_type: 'IMAGE', media_category: 'POST_IMAGE', name: 'Spring Sale banner', file_name: 'spring.png' });

    const unnamed = (await call(ads, 'POST', v1, { multipart: multipart({ media_category: 'tweet_gif' }, gif(64, 64)) })).body;
    await eventually(() => status(ads, unnamed.media_id_string), (s) => s.body.processing_info.state === 'succeeded');
    const gifObject = (await ads.post(library, { media_key: unnamed.media_key })).body.data;
    // no name is null (the UI's "Untitled" label is not the API's value); a GIF shows what plays
    expect(gifObject).toMatchObject({ media_type: 'GIF', media_category: 'POST_GIF', name: null, duration: null, aspect_ratio: '1:1', title: null, description: null, poster_media_key: null });
    // and takes a title and description, as the reference's PUT example of a GIF does
    const gifTitled = await ads.put(`${library}/${unnamed.media_key}`, { title: 'cat GIF', description: 'in space' });
    expect(gifTitled.status).toBe(200);
    expect(gifTitled.body.data).toMatchObject({ title: 'cat GIF', description: 'in space' });

    expect((await ads.get(library, { media_type: 'GIF' })).body.data.map((o: any) => o.media_key)).toEqual([unnamed.media_key]);
    expect((await ads.get(library, { q: 'SALE' })).body.data.map((o: any) => o.media_key)).toEqual([image.media_key]);
    expect((await ads.get(library, { q: 'spring sale' })).body.data.map((o: any) => o.media_key)).toEqual([image.media_key]);
    expect((await ads.get(library, { q: 'sal' })).body.data).toEqual([]);
    const page = await ads.get(library, { count: 1 });
    expect(page.body.data).toHaveLength(1);
    expect((await ads.get(library, { count: 51 })).body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'count' });

    const renamed = await ads.put(`${library}/${image.media_key}`, { name: 'Summer banner' });
    expect(renamed.body.data).toMatchObject({ name: 'Summer banner', file_name: 'spring.png' });
    const titled = await ads.put(`${library}/${image.media_key}`, { title: 'Not for images' });
    expect(titled.status).toBe(400);
    expect(titled.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'title' });
    expect((await ads.get(`${library}/${image.media_key}`)).body.data.name).toBe('Summer banner');

    // another user's upload, an unknown key, an upload without a category
    const notTheirs = (await call(ads, 'POST', v1, { multipart: multipart({ media_category: 'tweet_image' }, png(10, 10)) })).body;
    expect((await other.post(`/12/accounts/${other.accountId}/media_library`, { media_key: notTheirs.media_key })).body.errors[0]).toMatchObject({ parameter: 'media_key' });
    expect((await ads.post(library, { media_key: '3_1' })).status).toBe(400);
    const plain = (await call(ads, 'POST', v1, { multipart: multipart({}, png(10, 10)) })).body;
    expect((await ads.post(library, { media_key: plain.media_key })).body.errors[0].message).toMatch(/without a media_category/);

    const deleted = await ads.delete(`${library}/${image.media_key}`);
    expect(deleted.body.data).toMatchObject({ media_key: image.media_key, deleted: true });
    expect((await ads.get(`${library}/${image.media_key}`)).status).toBe(404);
  });

  it('puts PREROLL account media on PREROLL_VIEWS line items as media creatives', async () => {
    const acct = `/12/accounts/${ads.accountId}`;
    const video = mp4(1280, 720, 2);
    const { mediaId } = await chunked(ads, video, { media_type: 'video/mp4', media_category: 'amplify_video' }, 1);
    await eventually(() => status(ads, mediaId), (s) => s.body.processing_info.state === 'succeeded');
    expect((await ads.post(library, { media_key: `13_${mediaId}` })).status).toBe(200);
    const asset = (await ads.get(`${acct}/account_media`)).body.data.find((m: any) => m.media_key === `13_${mediaId}`);
    const fi = (await ads.get(`${acct}/funding_instruments`)).body.data[0];
    const campaign = (await ads.post(`${acct}/campaigns`, { funding_instrument_id: fi.id, name: 'Pre-roll', daily_budget_amount_local_micro: 5_000_000 })).body.data;
    const lineItem = (a: Record<string, string>) => ads.post(`${acct}/line_items`, { campaign_id: campaign.id, ...a });
    const preroll = (await lineItem({ objective: 'PREROLL_VIEWS', product_type: 'MEDIA', placements: 'PUBLISHER_NETWORK', advertiser_domain: 'example.com', categories: 'IAB17' })).body.data;
    const engagement = (await lineItem({ objective: 'ENGAGEMENTS', product_type: 'PROMOTED_POSTS', placements: 'ALL_ON_PLATFORM' })).body.data;
    expect(preroll?.id && engagement?.id).toBeTruthy();

    const creatives = `${acct}/media_creatives`;
    const created = await ads.post(creatives, { line_item_id: preroll.id, account_media_id: asset.id, landing_url: 'https://example.com/watch' });
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({
      id: expect.any(String),
      line_item_id: preroll.id,
      account_media_id: asset.id,
      // the media creatives reference: a pre-roll asset ignores landing_url; the answer names the creative type and entity_status
      landing_url: null,
      creative_type: 'PREROLL',
      entity_status: 'ACTIVE',
      approval_status: 'ACCEPTED',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted: false,
    });
    const id = created.body.data.id;
    expect((await ads.get(`${creatives}/${id}`)).body.data).toEqual(created.body.data);
    expect((await ads.get(creatives, { line_item_ids: preroll.id })).body.data).toEqual([created.body.data]);
    expect((await ads.get(creatives, { line_item_ids: engagement.id })).body.data).toEqual([]);

    const wrong = await ads.post(creatives, { line_item_id: engagement.id, account_media_id: asset.id });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'line_item_id', message: expect.stringContaining('PREROLL_VIEWS') });
    expect((await ads.post(creatives, { line_item_id: preroll.id, account_media_id: 'nope' })).body.errors[0]).toMatchObject({ parameter: 'account_media_id' });
    expect((await ads.post(creatives, { line_item_id: 'nope', account_media_id: asset.id })).body.errors[0]).toMatchObject({ parameter: 'line_item_id' });
    expect((await other.post(`/12/accounts/${other.accountId}/media_creatives`, { line_item_id: preroll.id, account_media_id: asset.id })).status).toBe(400);

    expect((await ads.delete(`${creatives}/${id}`)).body.data).toMatchObject({ id, deleted: true });
    expect((await ads.get(`${creatives}/${id}`)).status).toBe(404);
    // a deleted asset cannot be put on a line item
    await ads.delete(`${acct}/account_media/${asset.id}`);
    expect((await ads.post(creatives, { line_item_id: preroll.id, account_media_id: asset.id })).body.errors[0]).toMatchObject({ parameter: 'account_media_id' });
  });

  it('serves the v2 upload: one-shot, and initialize, append, finalize and status', async () => {
    const oneShot = await call(ads, 'POST', '/2/media/upload', { json: { media: png(300, 200).toString('base64'), media_category: 'tweet_image' } });
    expect(oneShot.status).toBe(200);
    expect(oneShot.body.data).toEqual({
      id: expect.stringMatching(/^\d+$/),
      media_key: `3_${oneShot.body.data.id}`,
      size: expect.any(Number),
      expires_after_secs: 86_400,
      image: { image_type: 'image/png', w: 300, h: 200 },
    });
    const bad = await call(ads, 'POST', '/2/media/upload', { json: { media: 'AAAA', media_category: 'poster' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ title: 'Invalid Request', errors: [{ message: expect.stringContaining('media_category') }] });

    const video = mp4(640, 640, 2);
    const init = await call(ads, 'POST', '/2/media/upload/initialize', { json: { media_category: 'tweet_video', media_type: 'video/mp4', total_bytes: video.length } });
    expect(init.status).toBe(200);
    const id = init.body.data.id;
    expect(init.body.data).toEqual({ id, media_key: `7_${id}`, expires_after_secs: 86_400 });
    const append = await call(ads, 'POST', `/2/media/upload/${id}/append`, { json: { media: video.toString('base64'), segment_index: 0 } });
    expect(append.status).toBe(200);
    expect(append.body.data.expires_at).toEqual(expect.any(Number));
    const finalize = await call(ads, 'POST', `/2/media/upload/${id}/finalize`);
    expect(finalize.status).toBe(200);
    expect(finalize.body.data).toMatchObject({ id, media_key: `7_${id}`, size: video.length, video: { video_type: 'video/mp4' }, processing_info: { state: 'pending' } });
    const done = await eventually(
      () => call(ads, 'GET', `/2/media/upload?media_id=${id}&command=STATUS`),
      (s) => s.body.data?.processing_info?.state === 'succeeded',
    );
    expect(done.body.data.processing_info).toEqual({ state: 'succeeded', progress_percent: 100 });
    expect((await call(ads, 'POST', `/2/media/upload/${id}/finalize`)).status).toBe(400);
    // another user's upload is not found, as the OpenAPI document's resource-not-found problem of a media
    const notTheirs = await call(other, 'GET', `/2/media/upload?media_id=${id}`);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body).toMatchObject({
      type: expect.stringMatching(/\/2\/problems\/resource-not-found$/),
      title: expect.any(String),
      detail: expect.any(String),
      resource_type: 'media',
      resource_id: id,
      parameter: 'media_id',
      value: id,
    });
    const finalizeOther = await call(other, 'POST', `/2/media/upload/${id}/finalize`);
    expect(finalizeOther.status).toBe(404);
    expect(finalizeOther.body).toMatchObject({ resource_type: 'media', parameter: 'id' });
    const appendOther = await call(other, 'POST', '/2/media/upload', { json: { command: 'APPEND', media_id: id, segment_index: 1, media: 'AAAA' } });
    expect(appendOther.status).toBe(404);
    expect(appendOther.body).toMatchObject({ resource_type: 'media', parameter: 'media_id' });
  });

  it('takes the chunked upload guide’s `command` steps on POST /2/media/upload, multipart as the guide sends them', async () => {
    const video = mp4(640, 360, 2);
    const init = await call(ads, 'POST', '/2/media/upload', {
      multipart: multipart({ command: 'INIT', media_type: 'video/mp4', total_bytes: String(video.length), media_category: 'amplify_video' }),
    });
    expect(init.status).toBe(200);
    const id = init.body.data.id;
    expect(init.body).toEqual({ data: { id: expect.stringMatching(/^\d+$/), media_key: `13_${id}`, expires_after_secs: 86_400 } });

    const half = Math.ceil(video.length / 2);
    for (const [index, part] of [video.subarray(0, half), video.subarray(half)].entries()) {
      const append = await call(ads, 'POST', '/2/media/upload', { multipart: multipart({ command: 'APPEND', media_id: id, segment_index: String(index) }, part) });
      expect(append.status).toBe(200);
      expect(append.body.data.expires_at).toEqual(expect.any(Number));
    }
    const finalize = await call(ads, 'POST', '/2/media/upload', { multipart: multipart({ command: 'FINALIZE', media_id: id }) });
    expect(finalize.status).toBe(200);
    expect(finalize.body.data).toEqual({
      id,
      media_key: `13_${id}`,
      size: video.length,
      expires_after_secs: expect.any(Number),
      video: { video_type: 'video/mp4' },
      processing_info: { state: 'pending', check_after_secs: 1 },
    });
    const done = await eventually(
      () => call(ads, 'GET', `/2/media/upload?command=STATUS&media_id=${id}`),
      (s) => s.body.data?.processing_info?.state === 'succeeded',
    );
    expect(done.body.data).toMatchObject({ id, media_key: `13_${id}` });

    // an amplify video is at most 512 MB, as the media introduction's size restrictions give it
    const tooLarge = await call(ads, 'POST', '/2/media/upload', {
      multipart: multipart({ command: 'INIT', media_type: 'video/mp4', total_bytes: String(512 * 1024 * 1024 + 1), media_category: 'amplify_video' }),
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.errors[0].parameters).toHaveProperty('total_bytes');
    const largest = await call(ads, 'POST', '/2/media/upload', {
      multipart: multipart({ command: 'INIT', media_type: 'video/mp4', total_bytes: String(512 * 1024 * 1024), media_category: 'amplify_video' }),
    });
    expect(largest.status).toBe(200);

    // each step names what it lacks, and an unknown step is refused
    const noType = await call(ads, 'POST', '/2/media/upload', { multipart: multipart({ command: 'INIT', total_bytes: '10' }) });
    expect(noType.status).toBe(400);
    expect(noType.body.errors[0].parameters).toHaveProperty('media_type');
    const noIndex = await call(ads, 'POST', '/2/media/upload', { multipart: multipart({ command: 'APPEND', media_id: id }, Buffer.from('x')) });
    expect(noIndex.status).toBe(400);
    expect(noIndex.body.errors[0].parameters).toHaveProperty('segment_index');
    const noId = await call(ads, 'POST', '/2/media/upload', { json: { command: 'FINALIZE' } });
    expect(noId.status).toBe(400);
    expect(noId.body.errors[0].parameters).toHaveProperty('media_id');
    const status = await call(ads, 'POST', '/2/media/upload', { json: { command: 'STATUS', media_id: id } });
    expect(status.status).toBe(400);
    expect(status.body.errors[0].message).toContain('command');
  });

  it('takes `amplify_video` only in chunks: the one-request upload refuses it, v2 and v1.1 alike', async () => {
    const video = mp4(640, 360, 1).toString('base64');
    const v2 = await call(ads, 'POST', '/2/media/upload', { json: { media: video, media_category: 'amplify_video' } });
    expect(v2.status).toBe(400);
    expect(v2.body).toMatchObject({ title: 'Invalid Request', errors: [{ parameters: { media_category: ['amplify_video'] } }] });
    const v1Refused = await call(ads, 'POST', v1, { form: { media_data: video, media_category: 'amplify_video' } });
    expect(v1Refused.status).toBe(400);
    expect(v1Refused.body.errors[0].message).toContain('amplify_video');
    // a post's video still goes in one request
    const tweetVideo = await call(ads, 'POST', '/2/media/upload', { json: { media: video, media_category: 'tweet_video' } });
    expect(tweetVideo.status).toBe(200);
    expect(tweetVideo.body.data.media_key).toBe(`7_${tweetVideo.body.data.id}`);
  });

  it('takes `subtitles`: SRT in one request, WebVTT in chunks, served back as text, never a post’s media', async () => {
    const srt = Buffer.from('1\n00:00:00,000 --> 00:00:01,500\nHello\n\n2\n00:00:01,500 --> 00:00:03,000\nWorld\n');
    const simple = await call(ads, 'POST', '/2/media/upload', { json: { media: srt.toString('base64'), media_category: 'subtitles' } });
    expect(simple.status).toBe(200);
    const id = simple.body.data.id;
    expect(simple.body.data).toEqual({ id, media_key: `18_${id}`, size: srt.length, expires_after_secs: 86_400 });
    const served = await fetch(`${api}/media/18_${id}.srt`);
    expect(served.headers.get('content-type')).toMatch(/^text\/srt/);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(srt);

    const vtt = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n');
    const init = await call(ads, 'POST', '/2/media/upload/initialize', { json: { media_category: 'subtitles', media_type: 'text/vtt', total_bytes: vtt.length } });
    expect(init.status).toBe(200);
    const vttId = init.body.data.id;
    expect((await call(ads, 'POST', `/2/media/upload/${vttId}/append`, { json: { media: vtt.toString('base64'), segment_index: 0 } })).status).toBe(200);
    const finalize = await call(ads, 'POST', `/2/media/upload/${vttId}/finalize`);
    expect(finalize.status).toBe(200);
    expect(finalize.body.data).toEqual({ id: vttId, media_key: `18_${vttId}`, size: vtt.length, expires_after_secs: expect.any(Number) });

    // subtitles take subtitle files only, and a subtitle type fits no other category
    const image = await call(ads, 'POST', '/2/media/upload', { json: { media: png(10, 10).toString('base64'), media_category: 'subtitles' } });
    expect(image.status).toBe(400);
    expect(image.body.errors[0].message).toContain('subtitles');
    const misfit = await call(ads, 'POST', '/2/media/upload/initialize', { json: { media_category: 'tweet_video', media_type: 'text/srt', total_bytes: 10 } });
    expect(misfit.status).toBe(400);
    // a post takes no subtitles as its media
    const post = await call(ads, 'POST', '/2/tweets', { json: { text: 'with subtitles', media: { media_ids: [id] } } });
    expect(post.status).toBe(400);
    expect(post.body.errors[0]).toMatchObject({ parameters: { 'media.media_ids': expect.anything() } });
  });

  it('takes the neutral spellings of the post categories (post_image, POST_GIF, post_video) as the tweet_ ones', async () => {
    const image = await call(ads, 'POST', '/2/media/upload', { json: { media: png(20, 20).toString('base64'), media_category: 'post_image' } });
    expect(image.status).toBe(200);
    expect(image.body.data.media_key).toBe(`3_${image.body.data.id}`);
    const animated = await call(ads, 'POST', v1, { multipart: multipart({ media_category: 'POST_GIF' }, gif(20, 20)) });
    expect(animated.status).toBe(200);
    expect(animated.body.media_key).toBe(`16_${animated.body.media_id_string}`);
    const video = await call(ads, 'POST', '/2/media/upload/initialize', { json: { media_category: 'post_video', media_type: 'video/mp4', total_bytes: 100 } });
    expect(video.status).toBe(200);
    expect(video.body.data.media_key).toBe(`7_${video.body.data.id}`);
    // the library names the category as it always does
    await eventually(() => status(ads, animated.body.media_id_string), (s) => s.body.processing_info.state === 'succeeded');
    expect((await ads.post(library, { media_key: animated.body.media_key })).body.data.media_category).toBe('POST_GIF');
    expect((await call(ads, 'POST', '/2/media/upload', { json: { media: 'AAAA', media_category: 'post_poster' } })).status).toBe(400);
  });
});
