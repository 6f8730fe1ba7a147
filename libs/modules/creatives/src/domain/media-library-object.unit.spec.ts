import { lifecycleDecider } from '@platform/ddd';
import { deciderSpec } from '@platform/testing';
import { type AddToMediaLibrary, mediaLibraryObjectLifecycle, mediaUrl, type UpdateMediaLibraryObject } from './media-library-object';
import type { MediaCategory, MediaUpload, ProbedFile } from './media-upload';

const now = '2026-04-01T09:00:00Z';
const later = '2026-04-02T09:00:00Z';
const owner = { environment: 'production' as const, accountId: 'acc1' };
const baseUrl = 'https://aviary.example/';

const upload = (mediaKey: string, category: MediaCategory | null, file: ProbedFile | undefined, over: Partial<MediaUpload> = {}): MediaUpload => ({
  environment: 'production',
  mediaId: mediaKey.split('_')[1],
  mediaKey,
  ownerIds: ['u1'],
  category,
  mediaType: file?.mimeType ?? null,
  totalBytes: 1000,
  initializedAt: now,
  expiresAt: later,
  segments: {},
  ...(file ? { file: { ...file, size: 1000, finalizedAt: now } } : {}),
  ...over,
});
const video = upload('7_100', 'tweet_video', { kind: 'video', mimeType: 'video/mp4', width: 1280, height: 720, durationMs: 39973 }, { processing: 'succeeded' });
const gif = upload('16_200', 'tweet_gif', { kind: 'gif', mimeType: 'image/gif', width: 500, height: 316 });
const image = upload('3_300', 'tweet_image', { kind: 'image', mimeType: 'image/png', width: 800, height: 600 });
const poster = upload('3_400', 'tweet_image', { kind: 'image', mimeType: 'image/jpeg', width: 1280, height: 720 });

const spec = deciderSpec(lifecycleDecider(mediaLibraryObjectLifecycle));
const add = (u: MediaUpload | undefined, fields: AddToMediaLibrary['fields'] = {}, over: Partial<AddToMediaLibrary> = {}): AddToMediaLibrary => ({
  ...owner,
  type: 'AddToMediaLibrary',
  id: u?.mediaKey ?? '3_999',
  now,
  userId: 'u1',
  mediaBaseUrl: baseUrl,
  fields,
  upload: u,
  ...over,
});
const update = (mediaKey: string, fields: UpdateMediaLibraryObject['fields'], over: Partial<UpdateMediaLibraryObject> = {}): UpdateMediaLibraryObject => ({
  ...owner,
  type: 'UpdateMediaLibraryObject',
  id: mediaKey,
  now: later,
  userId: 'u1',
  mediaBaseUrl: baseUrl,
  fields,
  ...over,
});
const objectOf = (events: Array<{ data: Record<string, unknown> }>) => events[0].data.mediaLibraryObject as Record<string, unknown>;

describe('adding to the media library', () => {
  it('shows a video with what plays: its duration in milliseconds, its aspect ratio, no poster yet', () => {
    expect(objectOf(spec.given([]).when(add(video, { name: 'launch' })).thenEvents())).toEqual({
      id: '7_100',
      media_key: '7_100',
      media_type: 'VIDEO',
      media_category: 'POST_VIDEO',
      media_status: 'TRANSCODE_COMPLETED',
      name: 'launch',
      file_name: null,
      media_url: 'https://aviary.example/media/7_100.mp4',
      posted: false,
      title: null,
      description: null,
      poster_media_key: null,
      poster_media_url: null,
      duration: 39973,
      aspect_ratio: '16:9',
      created_at: now,
      updated_at: now,
      deleted: false,
    });
  });

  it('shows a GIF as the reference’s GIF example: no duration, the ratio in lowest terms', () => {
    expect(objectOf(spec.given([]).when(add(gif)).thenEvents())).toMatchObject({ media_type: 'GIF', media_category: 'POST_GIF', duration: null, aspect_ratio: '125:79' });
  });

  it('shows an image with the members common to all only', () => {
    const object = objectOf(spec.given([]).when(add(image, { name: 'logo', file_name: 'logo.png' })).thenEvents());
    expect(object).toMatchObject({ media_type: 'IMAGE', media_category: 'POST_IMAGE', name: 'logo', file_name: 'logo.png', media_url: 'https://aviary.example/media/3_300.png' });
    for (const member of ['title', 'description', 'poster_media_key', 'poster_media_url', 'duration', 'aspect_ratio']) expect(object).not.toHaveProperty(member);
  });

  it('takes an amplify_video upload as AMPLIFY_VIDEO', () => {
    const amplify = { ...video, category: 'amplify_video' as const };
    expect(objectOf(spec.given([]).when(add(amplify)).thenEvents())).toMatchObject({ media_type: 'VIDEO', media_category: 'AMPLIFY_VIDEO' });
  });

  it.each([
    ['no upload', undefined],
    ['an upload of another user', { ...image, ownerIds: ['u2'] }],
    ['an upload not finalized', { ...image, file: undefined }],
  ])('refuses %s, naming media_key', (_, given) => {
    spec.given([]).when(add(given as MediaUpload | undefined)).thenThrows({ kind: 'invalid', parameter: 'media_key', message: expect.stringContaining('not a finalized upload') });
  });

  it('takes an upload shared with the user', () => {
    expect(spec.given([]).when(add({ ...image, ownerIds: ['u2', 'u1'] })).thenEvents()).toHaveLength(1);
  });

  it('refuses an upload still being processed', () => {
    for (const processing of ['pending', 'in_progress'] as const) {
      spec.given([]).when(add({ ...video, processing })).thenThrows({ kind: 'invalid', parameter: 'media_key', message: expect.stringContaining('processed') });
    }
  });

  it('refuses an upload without a category, or of a category the library does not take', () => {
    spec.given([]).when(add({ ...image, category: null })).thenThrows({ kind: 'invalid', parameter: 'media_key', message: expect.stringContaining('without a media_category') });
    spec.given([]).when(add({ ...image, category: 'dm_image' })).thenThrows({ kind: 'invalid', parameter: 'media_key', message: expect.stringContaining('dm_image') });
  });

  it('refuses title, description and poster for an image, naming the member', () => {
    for (const member of ['title', 'description', 'poster_media_key'] as const) {
      spec.given([]).when(add(image, { [member]: 'x' })).thenThrows({ kind: 'invalid', parameter: member });
    }
    // null sent back unchanged is no value
    expect(spec.given([]).when(add(image, { title: null })).thenEvents()).toHaveLength(1);
  });

  it('takes a poster for a video: a finalized image upload of the user, shown by its URL', () => {
    const object = objectOf(spec.given([]).when(add(video, { poster_media_key: '3_400' }, { poster })).thenEvents());
    expect(object).toMatchObject({ poster_media_key: '3_400', poster_media_url: 'https://aviary.example/media/3_400.jpg' });
    for (const bad of [undefined, { ...poster, ownerIds: ['u2'] }, gif]) {
      spec.given([]).when(add(video, { poster_media_key: 'x' }, { poster: bad })).thenThrows({ kind: 'invalid', parameter: 'poster_media_key' });
    }
  });

  it('enters one library once', () => {
    const added = spec.given([]).when(add(image)).thenEvents();
    spec.given(added).when(add(image)).thenThrows({ kind: 'conflict' });
    spec.given(added).when(add(image, {}, { accountId: 'acc2' })).thenThrows({ kind: 'conflict' });
  });
});

describe('changing a media library object', () => {
  const addedVideo = spec.given([]).when(add(video, { title: 'Launch' })).thenEvents();
  const addedImage = spec.given([]).when(add(image)).thenEvents();

  it('records each member that changes; an empty text unsets it', () => {
    spec
      .given(addedVideo)
      .when(update('7_100', { title: '', description: 'in space', name: 'clip' }))
      .then([
        {
          type: 'creatives.MediaLibraryObjectUpdated',
          data: {
            ...owner,
            mediaKey: '7_100',
            changes: { title: { old: 'Launch', new: null }, description: { old: null, new: 'in space' }, name: { old: null, new: 'clip' } },
            updatedAt: later,
          },
        },
      ]);
    spec.given(addedVideo).when(update('7_100', { title: 'Launch' })).then([]);
  });

  it('sets and unsets a video’s poster', () => {
    const [set] = spec.given(addedVideo).when(update('7_100', { poster_media_key: '3_400' }, { poster })).thenEvents();
    expect(set.data.changes).toEqual({
      poster_media_key: { old: null, new: '3_400' },
      poster_media_url: { old: null, new: 'https://aviary.example/media/3_400.jpg' },
    });
    const [unset] = spec.given([...addedVideo, set]).when(update('7_100', { poster_media_key: null })).thenEvents();
    expect(unset.data.changes).toEqual({
      poster_media_key: { old: '3_400', new: null },
      poster_media_url: { old: 'https://aviary.example/media/3_400.jpg', new: null },
    });
  });

  it('refuses an image’s title, as at the creation', () => {
    spec.given(addedImage).when(update('3_300', { title: 'Logo' })).thenThrows({ kind: 'invalid', parameter: 'title' });
    expect(spec.given(addedImage).when(update('3_300', { name: 'Logo' })).thenEvents()).toHaveLength(1);
  });

  it('is not found in another account’s library, nor once deleted', () => {
    spec.given(addedImage).when(update('3_300', { name: 'x' }, { accountId: 'acc2' })).thenThrows({ kind: 'not_found', parameter: 'media_key' });
    const remove = { ...owner, type: 'DeleteMediaLibraryObject' as const, id: '3_300', now: later };
    const deleted = spec.given(addedImage).when(remove).thenEvents();
    expect(deleted).toEqual([{ type: 'creatives.MediaLibraryObjectDeleted', data: { ...owner, mediaKey: '3_300', deletedAt: later } }]);
    spec.given([...addedImage, ...deleted]).when(update('3_300', { name: 'x' })).thenThrows({ kind: 'not_found', parameter: 'media_key' });
    spec.given([...addedImage, ...deleted]).when(remove).thenThrows({ kind: 'not_found', parameter: 'media_key' });
  });
});

describe('media URLs', () => {
  it('point at this server, by media key and the file’s own extension', () => {
    expect(mediaUrl('http://localhost:3000', image)).toBe('http://localhost:3000/media/3_300.png');
    expect(mediaUrl('http://localhost:3000/', gif)).toBe('http://localhost:3000/media/16_200.gif');
    expect(mediaUrl('http://localhost:3000', upload('9_1', 'subtitles', { kind: 'subtitles', mimeType: 'application/x-unknown', width: 0, height: 0 }))).toBe(
      'http://localhost:3000/media/9_1.bin',
    );
  });
});
