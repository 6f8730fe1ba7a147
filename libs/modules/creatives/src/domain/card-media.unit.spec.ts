import { type CardMedia, hasAspect, libraryMedia } from './card-media';

const media = (mediaType: CardMedia['mediaType']): CardMedia => ({
  mediaKey: 'k',
  mediaType,
  width: 1280,
  height: 720,
  durationMs: null,
  url: 'https://aviary.example/media/k',
  posterUrl: null,
  poster: null,
  ownerId: 'u1',
});

describe('card media', () => {
  it('are the library media of the types the member takes', () => {
    expect(libraryMedia({ '13_1': media('VIDEO') }, '13_1', 'media_key', ['IMAGE', 'VIDEO']).mediaType).toBe('VIDEO');
  });

  it('refuse a key not in the library, naming the member', () => {
    expect(() => libraryMedia({}, '3_1', 'poster_media_key', ['IMAGE'])).toThrow(
      expect.objectContaining({ kind: 'invalid', parameter: 'poster_media_key', message: expect.stringContaining('media library') }),
    );
  });

  it('refuse another type, saying what the media is and what the member takes', () => {
    expect(() => libraryMedia({ '16_1': media('GIF') }, '16_1', 'media_key', ['IMAGE', 'VIDEO'])).toThrow(
      expect.objectContaining({ parameter: 'media_key', message: expect.stringMatching(/a GIF.*image or video/) }),
    );
    expect(() => libraryMedia({ '3_1': media('IMAGE') }, '3_1', 'media_key', ['VIDEO'])).toThrow(expect.objectContaining({ message: expect.stringContaining('an image') }));
  });
});

describe('an aspect ratio', () => {
  it('is met within 1%', () => {
    expect(hasAspect({ width: 800, height: 418 }, 1.91)).toBe(true);
    expect(hasAspect({ width: 1200, height: 628 }, 1.91)).toBe(true);
    expect(hasAspect({ width: 1280, height: 720 }, 16 / 9)).toBe(true);
    expect(hasAspect({ width: 1000, height: 400 }, 5 / 2)).toBe(true);
    expect(hasAspect({ width: 800, height: 430 }, 1.91)).toBe(false);
    expect(hasAspect({ width: 720, height: 720 }, 16 / 9)).toBe(false);
  });
});
