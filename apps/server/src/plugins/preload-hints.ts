import { PLACE_HERO_IMAGE_SIZES, photoSrcSet, v2PlacesUrl, type Place } from '@swiss/contract';

/**
 * A `Link` header that starts a place page's hero image together with the HTML. Without it the
 * image is found only after the scripts ran and the place arrived: on a slow mobile connection
 * that is most of the time before the page shows its largest element. The URLs and `srcset` are
 * those the place page renders, or the browser would fetch the image twice.
 */
export function placeHeroPreload(place: Pick<Place, 'id' | 'photo'>): string {
  if (!place.photo) return `</api/media/cover/${place.id}>; rel=preload; as=image; fetchpriority=high`;
  const { webp } = place.photo;
  const fallback = webp.at(-1)?.url ?? '';
  return (
    `<${fallback}>; rel=preload; as=image; type="image/webp"; fetchpriority=high; ` +
    `imagesrcset="${photoSrcSet(webp)}"; imagesizes="${PLACE_HERO_IMAGE_SIZES}"`
  );
}

/**
 * A `Link` header that starts a category page's first page of places with the HTML (in English, the
 * first screen's language): the list is the page's largest element, and without the hint its request
 * waits for the scripts. `crossorigin` makes the preload match the page's fetch (cors mode).
 */
export function categoryPlacesPreload(key: string): string {
  return `<${v2PlacesUrl(key, 1, 'en')}>; rel=preload; as=fetch; crossorigin`;
}
