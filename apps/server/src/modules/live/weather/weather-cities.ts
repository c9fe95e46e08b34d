/**
 * The Global Weather Explorer's six fixed cities (spec §2 Pulse weather tab), with real values.
 * Coordinates: each city's centre (WGS84), as GeoNames lists it, to 4 decimals.
 */
export const WEATHER_CITIES = [
  { city: 'Zürich', lat: 47.3667, lng: 8.55 },
  { city: 'Geneva', lat: 46.2022, lng: 6.1457 },
  { city: 'London', lat: 51.5085, lng: -0.1257 },
  { city: 'New York', lat: 40.7143, lng: -74.006 },
  { city: 'Tokyo', lat: 35.6895, lng: 139.6917 },
  { city: 'Sydney', lat: -33.8678, lng: 151.2073 },
] as const;
