import type { CardMedia, CardMediaByKey } from './card-media';
import { buildCard, mediaKeysOf } from './card';

const media = (mediaKey: string, mediaType: CardMedia['mediaType'], width = 800, height = 418): CardMedia => ({
  mediaKey,
  mediaType,
  width,
  height,
  durationMs: mediaType === 'VIDEO' ? 5000 : null,
  url: `http://m/${mediaKey}`,
  posterUrl: null,
  poster: null,
  ownerId: 'u1',
});
const library: CardMediaByKey = { '3_1': media('3_1', 'IMAGE'), '3_2': media('3_2', 'IMAGE'), '7_1': media('7_1', 'VIDEO'), '16_1': media('16_1', 'GIF') };
const website = { type: 'DETAILS', title: 't', destination: { type: 'WEBSITE', url: 'https://x.example' } };
const button = { type: 'BUTTON', label: { type: 'ENUM', value: 'OPEN' }, destination: { type: 'APP', country_code: 'DE', googleplay_app_id: 'com.x' } };
const single = (key: string) => ({ type: 'MEDIA', media_key: key });
const swipe = (...keys: string[]) => ({ type: 'SWIPEABLE_MEDIA', media_keys: keys });

describe('card components', () => {
  it.each([
    [[single('3_1'), website], 'IMAGE_WEBSITE'],
    [[single('7_1'), button], 'VIDEO_APP'],
    [[swipe('3_1', '3_2'), button], 'IMAGE_CAROUSEL_APP'],
    [[swipe('7_1', '3_1'), website], 'MIXED_MEDIA_SINGLE_DEST_CAROUSEL_WEBSITE'],
  ])('derives the card type from the components (%#)', (components, type) => {
    expect(buildCard({ components }, library).card_type).toBe(type);
  });

  it('derives multi-destination types from slides, website destinations only', () => {
    expect(buildCard({ slides: [[single('3_1'), website], [single('7_1'), website]] }, library).card_type).toBe('MIXED_MEDIA_MULTI_DEST_CAROUSEL_WEBSITE');
    expect(() => buildCard({ slides: [[single('3_1'), button], [single('3_2'), button]] }, library)).toThrow(expect.objectContaining({ parameter: 'slides[0]' }));
  });

  it('takes images and videos of the library only', () => {
    expect(() => buildCard({ components: [single('16_1'), website] }, library)).toThrow(expect.objectContaining({ parameter: 'components[0].media_key' }));
    expect(() => buildCard({ components: [swipe('3_1', '3_9'), website] }, library)).toThrow(expect.objectContaining({ parameter: 'components[0].media_keys[1]' }));
  });

  it('lists the media keys a body names, wherever they are', () => {
    expect(mediaKeysOf({ components: [single('3_1'), swipe('3_2', '7_1')], slides: [[single('16_1')]] })).toEqual(['3_1', '3_2', '7_1', '16_1']);
    expect(mediaKeysOf({ components: 'nonsense', slides: [null, 3] })).toEqual([]);
  });
});
