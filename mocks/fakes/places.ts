import type { PlacesPort } from '@/shared/ports/places';
import cities from '../../fixtures/places/world-cities.json';
import { quoteInput } from '../lib/quote-input';

/**
 * Places autocomplete over a fixture of world cities. Like the real service
 * limited to regions, it suggests cities, regions and countries, never streets.
 */
const addresses = cities.map((city) => ({
  id: `${city.city}|${city.country}`,
  description: `${city.city}, ${city.region}, ${city.country}`,
  lat: String(city.lat),
  lon: String(city.lon),
}));

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

export const fakePlaces: PlacesPort = {
  async suggest(query) {
    const wanted = fold(query.trim());
    if (!wanted) return [];
    return addresses.filter((address) => fold(address.description).includes(wanted)).slice(0, 5).map(({ id, description }) => ({ id, description }));
  },
  async resolve(suggestion) {
    const address = addresses.find((candidate) => candidate.id === suggestion.id);
    if (!address) throw new Error(`Unknown place ${quoteInput(suggestion.id)}`);
    return { place: address.description, lat: address.lat, lon: address.lon };
  },
};
