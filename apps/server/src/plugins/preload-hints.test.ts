import { PLACE_HERO_IMAGE_SIZES, photoFileUrl, type PlacePhoto } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { categoryPlacesPreload, placeHeroPreload } from './preload-hints.js';

describe('preload hints', () => {
  it('preloads an uploaded photo by the srcset and sizes of the place page', () => {
    const file = (width: number, format: 'webp' | 'jpeg') => ({
      width,
      url: photoFileUrl('rigi', width, format, 'v7'),
    });
    const photo: PlacePhoto = {
      credit: 'A. Photographer',
      licence: 'CC BY 4.0',
      width: 1600,
      height: 900,
      webp: [file(480, 'webp'), file(1600, 'webp')],
      jpeg: [file(480, 'jpeg'), file(1600, 'jpeg')],
    };
    expect(placeHeroPreload({ id: 'rigi', photo })).toBe(
      '</api/media/photos/rigi/1600.webp?v=v7>; rel=preload; as=image; type="image/webp"; fetchpriority=high; ' +
        'imagesrcset="/api/media/photos/rigi/480.webp?v=v7 480w, /api/media/photos/rigi/1600.webp?v=v7 1600w"; ' +
        `imagesizes="${PLACE_HERO_IMAGE_SIZES}"`,
    );
  });

  it('preloads the generated cover of a place without a photo', () => {
    expect(placeHeroPreload({ id: 'rigi' })).toBe('</api/media/cover/rigi>; rel=preload; as=image; fetchpriority=high');
  });

  it("preloads a category's first page of places by the URL the category page fetches", () => {
    expect(categoryPlacesPreload('big_lakes')).toBe(
      '</api/swiss/v2/places?type=big_lakes&per_page=50&page=1&lang=en>; rel=preload; as=fetch; crossorigin',
    );
  });
});
