import { type Kysely, sql } from 'kysely';
import { PAGE_SIZE } from '../../contracts/enumerations';
import type { Database } from '../db/schema';
import { documentTerms } from './terms';

export type SearchKind = 'job' | 'resume';

/**
 * Where a document stands in its public list: listed through `until` (a KST day; null when it is
 * not listed at all) and placed by `sortKey`, newest first. Every term row of the document carries
 * it, so a search reads listed documents in order from one index.
 */
export interface Listing {
  until: string | null;
  sortKey: string;
}

/** How much of a long body is indexed: enough to find what a reader would search for. */
const BODY_LIMIT = 2000;
const BATCH = 500;

/** Every term of a document's title and body, as rows of `search_terms`. */
export function termRows(kind: SearchKind, docId: number, title: string, body: string, listing: Listing) {
  const inTitle = documentTerms(title);
  const all = new Set([...inTitle, ...documentTerms(body.slice(0, BODY_LIMIT))]);
  return [...all].map((term) => ({
    kind,
    term,
    doc_id: docId,
    in_title: inTitle.has(term) ? 1 : 0,
    listed_until: listing.until,
    sort_key: listing.sortKey,
  }));
}

/** Replaces the document's terms. Call inside the transaction that saves the document. */
export async function indexDocument(
  db: Kysely<Database>,
  kind: SearchKind,
  docId: number,
  title: string,
  body: string,
  listing: Listing,
): Promise<void> {
  await removeDocument(db, kind, docId);
  const rows = termRows(kind, docId, title, body, listing);
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto('search_terms')
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

/** Follows a change of the document's listing: published, extended, closed, made private. */
export async function setListing(db: Kysely<Database>, kind: SearchKind, docId: number, listing: Listing) {
  await db
    .updateTable('search_terms')
    .set({ listed_until: listing.until, sort_key: listing.sortKey })
    .where('kind', '=', kind)
    .where('doc_id', '=', docId)
    .execute();
}

/**
 * Moves the documents' last listed day, null taking them out of their list: an account closed, a
 * period ended early. Their terms and places stay.
 */
export async function setListedUntil(db: Kysely<Database>, kind: SearchKind, docIds: number[], until: string | null) {
  if (!docIds.length) return;
  await db
    .updateTable('search_terms')
    .set({ listed_until: until })
    .where('kind', '=', kind)
    .where('doc_id', 'in', docIds)
    .execute();
}

export async function removeDocument(db: Kysely<Database>, kind: SearchKind, docId: number): Promise<void> {
  await db.deleteFrom('search_terms').where('kind', '=', kind).where('doc_id', '=', docId).execute();
}

/**
 * One page of the documents listed on `today` that hold every term: those holding them all in
 * the title first, then the newest. The rarest term drives: its listed documents are one index
 * range, and each of them is checked for the other terms by primary key. So the work grows with
 * the rarest term's documents, not with the table.
 */
export async function searchListed(
  db: Kysely<Database>,
  kind: SearchKind,
  terms: string[],
  today: string,
  page: number,
): Promise<{ ids: number[]; total: number }> {
  if (!terms.length) return { ids: [], total: 0 };
  const frequencies = await db
    .selectFrom('search_terms')
    .select((eb) => ['term', eb.fn.countAll<number | string>().as('documents')])
    .where('kind', '=', kind)
    .where('term', 'in', terms)
    .where('listed_until', '>=', today)
    .groupBy('term')
    .execute();
  if (frequencies.length < terms.length) return { ids: [], total: 0 };
  const [rarest, ...others] = frequencies
    .map((row) => ({ term: row.term, documents: Number(row.documents) }))
    .sort((a, b) => a.documents - b.documents);
  const offset = (page - 1) * PAGE_SIZE;

  const driving = db
    .selectFrom('search_terms as t0')
    .where('t0.kind', '=', kind)
    .where('t0.term', '=', rarest!.term)
    .where('t0.listed_until', '>=', today);

  if (!others.length) {
    const rows = await driving
      .select('t0.doc_id')
      .orderBy('t0.in_title', 'desc')
      .orderBy('t0.sort_key', 'desc')
      .orderBy('t0.doc_id', 'desc')
      .limit(PAGE_SIZE)
      .offset(offset)
      .execute();
    return { ids: rows.map((row) => row.doc_id), total: rarest!.documents };
  }

  // One primary-key range per candidate, (kind, doc_id, term, in_title), answers both questions:
  // how many of the other terms it holds (thousands) and how many of them in its title (units).
  const otherTerms = others.map((other) => other.term);
  const held = otherTerms.length * 1000;
  const candidates = driving.select([
    't0.doc_id',
    't0.in_title',
    't0.sort_key',
    sql<number>`(select count(*) * 1000 + coalesce(sum(t.in_title), 0) from search_terms t
      where t.kind = t0.kind and t.doc_id = t0.doc_id and t.term in (${sql.join(otherTerms)}))`.as('hits'),
  ]);
  const matches = db.selectFrom(candidates.as('m')).where('m.hits', '>=', held);
  const rows = await matches
    .select((eb) => ['m.doc_id', eb.fn.countAll<number | string>().over().as('total')])
    .orderBy((eb) =>
      eb
        .case()
        .when(eb.and([eb('m.in_title', '=', 1), eb('m.hits', '=', held + otherTerms.length)]))
        .then(0)
        .else(1)
        .end(),
    )
    .orderBy('m.sort_key', 'desc')
    .orderBy('m.doc_id', 'desc')
    .limit(PAGE_SIZE)
    .offset(offset)
    .execute();
  if (rows.length) return { ids: rows.map((row) => row.doc_id), total: Number(rows[0]!.total) };
  // a page past the end says nothing of the total, so it is counted on its own
  const counted = await matches.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  return { ids: [], total: Number(counted.total) };
}
