import { createHash } from 'node:crypto';
import { geocodeQuery } from '@commerce/domain';
import zipcodes from 'zipcodes';

/*
 * Geocoding (spec 2 §7: "by address string; a status OK with place id and location is required"). A store
 * is saved only at an address the geocoder places. Two geocoders share one interface:
 * - the embedded one (the default, works offline): US ZIP codes from the table the `zipcodes` package
 *   ships; the place is the ZIP's centre, the place ID stable for the same street and ZIP;
 * - an HTTP geocoder that speaks the Google Geocoding API's JSON (GEOCODER_URL, GEOCODER_KEY), off unless
 *   GEOCODER_URL is set.
 */

export interface GeocodeAddress {
  Street1: string;
  Street2?: string | null;
  City: string;
  State: string;
  Zip: string;
}

export type GeocodeResult =
  | { status: 'OK'; placeId: string; location: { lat: number; lng: number } }
  /** Not placed: `reason` says why, in words staff can act on. */
  | { status: 'ZERO_RESULTS' | 'ERROR'; reason: string };

export interface Geocoder {
  /** 'zip-table' or 'http', for logs and the API docs. */
  readonly name: string;
  geocode(address: GeocodeAddress): Promise<GeocodeResult>;
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The embedded geocoder: the ZIP must be a known US ZIP in the given state. */
export function zipTableGeocoder(): Geocoder {
  return {
    name: 'zip-table',
    async geocode(address) {
      const zip = address.Zip.trim();
      const entry = /^\d{5}$/.test(zip) ? zipcodes.lookup(zip) : undefined;
      if (!entry) return { status: 'ZERO_RESULTS', reason: `ZIP ${zip} is not a known US ZIP code.` };
      const state = zipcodes.states.normalize(address.State.trim()) ?? address.State.trim().toUpperCase();
      if (state.toUpperCase() !== entry.state.toUpperCase())
        return {
          status: 'ZERO_RESULTS',
          reason: `ZIP ${zip} is in ${entry.state}, not ${address.State.trim()}.`,
        };
      const street = normalise(address.Street1);
      const digest = createHash('sha256').update(`${street}|${zip}`).digest('hex').slice(0, 16);
      return {
        status: 'OK',
        placeId: `zip:${zip}:${digest}`,
        location: { lat: entry.latitude, lng: entry.longitude },
      };
    },
  };
}

interface GoogleGeocodeAnswer {
  status?: string;
  error_message?: string;
  results?: { place_id?: string; geometry?: { location?: { lat?: number; lng?: number } } }[];
}

/**
 * A geocoder over HTTP with the Google Geocoding API's request and answer:
 * GET {url}?address={one line}&key={key} → { status: 'OK', results: [{ place_id, geometry: { location } }] }.
 * Any other status, a network failure or an answer without a place ID and location is "not placed".
 */
export function httpGeocoder(options: {
  url: string;
  key?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): Geocoder {
  const send = options.fetch ?? fetch;
  return {
    name: 'http',
    async geocode(address) {
      const url = new URL(options.url);
      url.searchParams.set('address', geocodeQuery(address));
      if (options.key) url.searchParams.set('key', options.key);
      let answer: GoogleGeocodeAnswer;
      try {
        const response = await send(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
        if (!response.ok) return { status: 'ERROR', reason: `The geocoder answered ${response.status}.` };
        answer = (await response.json()) as GoogleGeocodeAnswer;
      } catch {
        return { status: 'ERROR', reason: 'The geocoder could not be reached.' };
      }
      const first = answer.results?.[0];
      const location = first?.geometry?.location;
      if (
        answer.status !== 'OK' ||
        !first?.place_id ||
        typeof location?.lat !== 'number' ||
        typeof location.lng !== 'number'
      )
        return {
          status: answer.status === 'ZERO_RESULTS' ? 'ZERO_RESULTS' : 'ERROR',
          reason: `The geocoder answered ${answer.status ?? 'without a status'}.`,
        };
      return { status: 'OK', placeId: first.place_id, location: { lat: location.lat, lng: location.lng } };
    },
  };
}

/** The configured geocoder: HTTP when GEOCODER_URL is set, the embedded ZIP table otherwise. */
export const geocoderFor = (config: { GEOCODER_URL?: string; GEOCODER_KEY?: string }): Geocoder =>
  config.GEOCODER_URL
    ? httpGeocoder({ url: config.GEOCODER_URL, key: config.GEOCODER_KEY })
    : zipTableGeocoder();
