/** Places autocomplete, regions only (a maps service in real mode, a city list in mock mode). */
export interface PlaceSuggestion {
  id: string;
  /** The full address as the service writes it. */
  description: string;
}

export interface ResolvedPlace {
  /** The last three comma parts of the address (two if there are only two). */
  place: string;
  lat: string;
  lon: string;
}

export interface PlacesPort {
  suggest(query: string, language: string): Promise<PlaceSuggestion[]>;
  resolve(suggestion: PlaceSuggestion): Promise<ResolvedPlace>;
}

/** Keeps the last three comma parts of an address, as the product sends it (docs/product/rules-and-timings.md#location). */
export function shortPlace(description: string): string {
  return description
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(-3)
    .join(', ');
}
