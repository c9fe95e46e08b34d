import type { Place } from '@swiss/contract';

/** Directions from the device position (OpenStreetMap, no key needed). */
export function directionsUrl(place: Place, from: { lat: number; lng: number }): string {
  return `https://www.openstreetmap.org/directions?engine=fossgis_osrm_foot&route=${from.lat}%2C${from.lng}%3B${place.lat}%2C${place.lng}`;
}

/** Where the device position cannot be used: a map search for the place. */
export function searchUrl(place: Place): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(place.local_title)}#map=14/${place.lat}/${place.lng}`;
}

/** Opens directions when the position is available within 8 s, else the search link. */
export function openDirections(place: Place): void {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null; // the map site must not reach back into the app
  const go = (url: string) => {
    if (tab) tab.location.href = url;
    else window.location.href = url;
  };
  if (!('geolocation' in navigator)) {
    go(searchUrl(place));
    return;
  }
  navigator.geolocation.getCurrentPosition(
    (position) => go(directionsUrl(place, { lat: position.coords.latitude, lng: position.coords.longitude })),
    () => go(searchUrl(place)),
    { timeout: 8000, maximumAge: 60000 },
  );
}
