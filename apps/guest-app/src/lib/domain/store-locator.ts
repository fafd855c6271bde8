/** A point on Earth in decimal degrees. */
export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

/** What the store locator needs of a venue: its name, city and where it is. */
export interface LocatableVenue {
  readonly name: string;
  readonly brandId: string;
  readonly address: { readonly address: string; readonly city: string; readonly zipCode?: string | undefined; readonly country: string };
  readonly coordinates: Coordinates;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points in kilometres (haversine formula, mean Earth radius). */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Lower case without accents, so "Zürich", "zurich" and "ZURICH" compare equal. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en')
    .trim();
}

/**
 * The venues whose name, city, street, postcode or country contains every word of `query` (accents and case
 * ignored); all of them for an empty query. The order is kept.
 */
export function searchVenues<V extends LocatableVenue>(venues: readonly V[], query: string): V[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...venues];
  return venues.filter((venue) => {
    const haystack = foldForSearch([venue.name, venue.address.city, venue.address.address, venue.address.zipCode ?? '', venue.address.country].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

/** The venues of one brand, or all of them when no brand is given. */
export function venuesOfBrand<V extends LocatableVenue>(venues: readonly V[], brandId: string | null | undefined): V[] {
  return brandId ? venues.filter((venue) => venue.brandId === brandId) : [...venues];
}

/** A venue with its distance from the diner, when the diner shared a position. */
export type VenueWithDistance<V> = V & { readonly distanceKm?: number };

/**
 * Nearest first when the diner shared a position (ties keep their order); otherwise the venues as given, without
 * distances.
 */
export function sortByDistance<V extends LocatableVenue>(venues: readonly V[], position: Coordinates | undefined): VenueWithDistance<V>[] {
  if (!position) return [...venues];
  return venues
    .map((venue, index) => ({ venue: { ...venue, distanceKm: distanceKm(position, venue.coordinates) }, index }))
    .sort((a, b) => a.venue.distanceKm - b.venue.distanceKm || a.index - b.index)
    .map(({ venue }) => venue);
}
