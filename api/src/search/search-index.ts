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
/** Other terms of a query joined one by one; a longer query's remaining terms are counted. */
const MAX_JOINED_TERMS = 6;

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
 * The documents listed on `today` that hold `term` and were placed (published) after `since`: a
 * search-word alert's news. Naming both values of `in_title` lets the index range run on to
 * `sort_key`, so only the new documents of the term are read, not all of them.
 */
export async function listedSinceWithTerm(
  db: Kysely<Database>,
  kind: SearchKind,
  term: string,
  since: string,
  today: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('search_terms')
    .select('doc_id')
    .where('kind', '=', kind)
    .where('term', '=', term)
    .where('in_title', 'in', [0, 1])
    .where('sort_key', '>', since)
    .where('listed_until', '>=', today)
    .execute();
  return rows.map((row) => Number(row.doc_id));
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

  // Each other term is joined on (kind, doc_id, term): SQLite looks it up in the primary key per
  // candidate, PostgreSQL may hash-join the term's own index range instead. Beyond a handful of
  // joins (a long query) the rest are counted per candidate in the primary key.
  const joined = others.slice(0, MAX_JOINED_TERMS).map((other) => other.term);
  const counted = others.slice(MAX_JOINED_TERMS).map((other) => other.term);
  const alias = (i: number) => sql.raw(`t${i + 1}`);
  const joins = joined.map(
    (term, i) =>
      sql`join search_terms ${alias(i)} on ${alias(i)}.kind = t0.kind and ${alias(i)}.doc_id = t0.doc_id and ${alias(i)}.term = ${term}`,
  );
  const inRest = (column: 'count' | 'titles') =>
    sql`(select ${column === 'count' ? sql`count(*)` : sql`coalesce(sum(t.in_title), 0)`} from search_terms t
      where t.kind = t0.kind and t.doc_id = t0.doc_id and t.term in (${sql.join(counted)}))`;
  const titleHits = sql.join([sql`t0.in_title`, ...joined.map((_, i) => sql`${alias(i)}.in_title`)], sql` + `);
  const where = sql`t0.kind = ${kind} and t0.term = ${rarest!.term} and t0.listed_until >= ${today}
    ${counted.length ? sql`and ${inRest('count')} = ${counted.length}` : sql``}`;
  const everyTermInTitle = sql`${titleHits} = ${joined.length + 1}
    ${counted.length ? sql`and ${inRest('titles')} = ${counted.length}` : sql``}`;
  const { rows } = await sql<{ doc_id: number; total: number | string }>`
    select t0.doc_id, count(*) over () as total
    from search_terms t0 ${sql.join(joins, sql` `)}
    where ${where}
    order by case when ${everyTermInTitle} then 0 else 1 end, t0.sort_key desc, t0.doc_id desc
    limit ${PAGE_SIZE} offset ${offset}`.execute(db);
  if (rows.length) return { ids: rows.map((row) => Number(row.doc_id)), total: Number(rows[0]!.total) };
  const { rows: count } = await sql<{ total: number | string }>`
    select count(*) as total from search_terms t0 ${sql.join(joins, sql` `)} where ${where}`.execute(db);
  return { ids: [], total: Number(count[0]?.total ?? 0) };
}
