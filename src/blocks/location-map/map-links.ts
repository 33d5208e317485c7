/**
 * Links that open the place in the visitor's own map app (Google Maps URLs, documented for web,
 * Android and iOS). Plain links: nothing is sent to anyone until the visitor follows one.
 */
const coordinates = (latitude: number, longitude: number) => `${latitude},${longitude}`;

export function mapSearchUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: coordinates(latitude, longitude) })}`;
}

export function mapDirectionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: '1', destination: coordinates(latitude, longitude) })}`;
}
