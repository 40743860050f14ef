/** A point on Earth, as members and the filter hold it. */
export interface Point {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km (haversine): the filter's distance is as the crow flies. */
export function distanceKm(from: Point, to: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A member's stored position, or undefined when it is not a usable coordinate. */
export function pointOf(record: { lat: string; lon: string }): Point | undefined {
  return parseCoordinates(record.lat, record.lon);
}

/** Latitude and longitude as text, checked to be real coordinates. */
export function parseCoordinates(lat: string, lon: string): Point | undefined {
  if (lat.trim() === '' || lon.trim() === '') return undefined;
  const point = { lat: Number(lat), lon: Number(lon) };
  const valid = Number.isFinite(point.lat) && Number.isFinite(point.lon) && Math.abs(point.lat) <= 90 && Math.abs(point.lon) <= 180;
  return valid ? point : undefined;
}
