import type { Language } from '@vigil/domain';
import type { Rng } from '@vigil/learning';

/** Where a patient lives. All demo countries keep EU summer time, which calendar.ts relies on. */
export interface Place {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** IANA time zone of the country. */
  timezone: string;
  /** Offset from UTC in winter, in hours. */
  standardOffsetHours: number;
  towns: readonly string[];
}

const SE: Place = {
  country: 'SE',
  timezone: 'Europe/Stockholm',
  standardOffsetHours: 1,
  towns: ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Västerås', 'Örebro', 'Linköping', 'Umeå', 'Lund'],
};
const GB: Place = {
  country: 'GB',
  timezone: 'Europe/London',
  standardOffsetHours: 0,
  towns: ['London', 'Manchester', 'Birmingham', 'Leeds', 'Bristol', 'Sheffield', 'Edinburgh', 'Cardiff'],
};
const IE: Place = {
  country: 'IE',
  timezone: 'Europe/Dublin',
  standardOffsetHours: 0,
  towns: ['Dublin', 'Cork', 'Galway', 'Limerick', 'Waterford'],
};
const DE: Place = {
  country: 'DE',
  timezone: 'Europe/Berlin',
  standardOffsetHours: 1,
  towns: ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Leipzig', 'Dresden'],
};
const AT: Place = {
  country: 'AT',
  timezone: 'Europe/Vienna',
  standardOffsetHours: 1,
  towns: ['Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck'],
};
const CH: Place = {
  country: 'CH',
  timezone: 'Europe/Zurich',
  standardOffsetHours: 1,
  towns: ['Zürich', 'Bern', 'Basel', 'Luzern', 'St. Gallen'],
};
const NO: Place = {
  country: 'NO',
  timezone: 'Europe/Oslo',
  standardOffsetHours: 1,
  towns: ['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Drammen', 'Kristiansand', 'Tromsø'],
};
const DK: Place = {
  country: 'DK',
  timezone: 'Europe/Copenhagen',
  standardOffsetHours: 1,
  towns: ['København', 'Aarhus', 'Odense', 'Aalborg', 'Esbjerg', 'Randers', 'Kolding'],
};
const FR: Place = {
  country: 'FR',
  timezone: 'Europe/Paris',
  standardOffsetHours: 1,
  towns: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nantes', 'Bordeaux', 'Lille', 'Strasbourg'],
};
const BE: Place = {
  country: 'BE',
  timezone: 'Europe/Brussels',
  standardOffsetHours: 1,
  towns: ['Bruxelles', 'Antwerpen', 'Gent', 'Liège', 'Brugge', 'Namur'],
};
const ES: Place = {
  country: 'ES',
  timezone: 'Europe/Madrid',
  standardOffsetHours: 1,
  towns: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Zaragoza', 'Málaga', 'Bilbao', 'Valladolid'],
};
const IT: Place = {
  country: 'IT',
  timezone: 'Europe/Rome',
  standardOffsetHours: 1,
  towns: ['Roma', 'Milano', 'Napoli', 'Torino', 'Bologna', 'Firenze', 'Genova', 'Verona'],
};
const FI: Place = {
  country: 'FI',
  timezone: 'Europe/Helsinki',
  standardOffsetHours: 2,
  towns: ['Helsinki', 'Espoo', 'Tampere', 'Vantaa', 'Oulu', 'Turku', 'Jyväskylä', 'Kuopio'],
};
const PL: Place = {
  country: 'PL',
  timezone: 'Europe/Warsaw',
  standardOffsetHours: 1,
  towns: ['Warszawa', 'Kraków', 'Łódź', 'Wrocław', 'Poznań', 'Gdańsk', 'Lublin', 'Katowice'],
};
const PT: Place = {
  country: 'PT',
  timezone: 'Europe/Lisbon',
  standardOffsetHours: 0,
  towns: ['Lisboa', 'Porto', 'Braga', 'Coimbra', 'Aveiro', 'Faro', 'Setúbal'],
};
const NL: Place = {
  country: 'NL',
  timezone: 'Europe/Amsterdam',
  standardOffsetHours: 1,
  towns: ['Amsterdam', 'Rotterdam', 'Den Haag', 'Utrecht', 'Eindhoven', 'Groningen', 'Nijmegen'],
};

/** Countries where each language is spoken at home, with their shares of the demo cohort. */
const PLACES: Record<Language, readonly (readonly [Place, number])[]> = {
  sv: [[SE, 1]],
  en: [
    [GB, 0.8],
    [IE, 0.2],
  ],
  de: [
    [DE, 0.8],
    [AT, 0.12],
    [CH, 0.08],
  ],
  no: [[NO, 1]],
  da: [[DK, 1]],
  fr: [
    [FR, 0.85],
    [BE, 0.15],
  ],
  es: [[ES, 1]],
  it: [[IT, 1]],
  fi: [[FI, 1]],
  pl: [[PL, 1]],
  pt: [[PT, 1]],
  nl: [
    [NL, 0.85],
    [BE, 0.15],
  ],
};

/**
 * Language mix of the demo cohort: the product started in Scandinavia, so Swedish and the
 * Nordic languages weigh more than their population would suggest.
 */
export const LANGUAGE_WEIGHTS: readonly (readonly [Language, number])[] = [
  ['sv', 0.22],
  ['en', 0.14],
  ['de', 0.1],
  ['no', 0.08],
  ['da', 0.07],
  ['fr', 0.07],
  ['es', 0.07],
  ['it', 0.06],
  ['fi', 0.05],
  ['pl', 0.05],
  ['pt', 0.03],
  ['nl', 0.06],
];

/** A home for a patient speaking `language`: country, time zone and town. */
export function pickPlace(rng: Rng, language: Language): { place: Place; town: string } {
  const place = rng.weighted(PLACES[language]);
  return { place, town: rng.pick(place.towns) };
}
