import { BEACON_MAX_IDS } from '../../contracts/beacon';
import type { ViewKind } from '../../contracts/insights';

/** What one beacon says was seen: a posting's page, or the postings a list or search page showed. */
export interface Seen {
  kind: ViewKind;
  ids: number[];
}

/** A 1×1 transparent GIF (43 bytes): what an <img> of the beacon loads. */
export const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

const ID = /^[1-9][0-9]{0,9}$/;
const MAX_ID = 2_147_483_647;

function idOf(text: string): number | null {
  if (!ID.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/**
 * The beacon's query as the web writes it (contracts/beacon.ts `beaconUrl`): `v=<id>` alone, or
 * `a=<id>,…` alone with at most BEACON_MAX_IDS ids. Anything else is null, counted as nothing:
 * the web never writes it, so it was made by hand.
 */
export function seenOf(query: URLSearchParams): Seen | null {
  const names = [...query.keys()];
  if (names.length !== 1) return null;
  const [name] = names;
  const value = query.get(name!)!;
  if (name === 'v') {
    const id = idOf(value);
    return id === null ? null : { kind: 'view', ids: [id] };
  }
  if (name !== 'a') return null;
  const parts = value.split(',');
  if (parts.length > BEACON_MAX_IDS) return null;
  const ids = new Set<number>();
  for (const part of parts) {
    const id = idOf(part);
    if (id === null) return null;
    ids.add(id);
  }
  return { kind: 'appearance', ids: [...ids] };
}
