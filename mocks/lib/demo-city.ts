/**
 * The demo city and its surroundings. Places are written as the places port
 * keeps them: the last three comma parts of the address (regions only).
 */
export const demoCity = {
  name: 'Paris, Île-de-France, France',
  lat: 48.8566,
  lon: 2.3522,
  neighbourhoods: [
    { name: 'Paris, Île-de-France, France', lat: 48.8566, lon: 2.3522 },
    { name: 'Boulogne-Billancourt, Île-de-France, France', lat: 48.8397, lon: 2.2399 },
    { name: 'Saint-Denis, Île-de-France, France', lat: 48.9362, lon: 2.3574 },
    { name: 'Versailles, Île-de-France, France', lat: 48.8049, lon: 2.1204 },
    { name: 'Montreuil, Île-de-France, France', lat: 48.8638, lon: 2.4485 },
    { name: 'Vincennes, Île-de-France, France', lat: 48.8474, lon: 2.4392 },
    { name: 'Neuilly-sur-Seine, Île-de-France, France', lat: 48.8846, lon: 2.2697 },
  ],
};
