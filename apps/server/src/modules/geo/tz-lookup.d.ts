// tz-lookup ships no types: one function, the IANA zone at a point (throws on invalid coordinates).
declare module 'tz-lookup' {
  export default function tzlookup(lat: number, lng: number): string;
}
