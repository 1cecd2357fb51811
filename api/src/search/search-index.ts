import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { documentTerms } from './terms';

export type SearchKind = 'job' | 'resume';

/** How much of a long body is indexed: enough to find what a reader would search for. */
const BODY_LIMIT = 2000;
const BATCH = 500;

/** Replaces the document's terms. Call inside the transaction that saves the document. */
export async function indexDocument(
  db: Kysely<Database>,
  kind: SearchKind,
  docId: number,
  title: string,
  body: string,
): Promise<void> {
  await removeDocument(db, kind, docId);
  const inTitle = documentTerms(title);
  const all = new Set([...inTitle, ...documentTerms(body.slice(0, BODY_LIMIT))]);
  const rows = [...all].map((term) => ({ kind, term, doc_id: docId, in_title: inTitle.has(term) ? 1 : 0 }));
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto('search_terms')
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

export async function removeDocument(db: Kysely<Database>, kind: SearchKind, docId: number): Promise<void> {
  await db.deleteFrom('search_terms').where('kind', '=', kind).where('doc_id', '=', docId).execute();
}

/**
 * The documents holding every term, with how many of the terms are in their title (a title match
 * has them all there, and ranks first). Join it to the kind's table for visibility and paging.
 */
export function matchingDocuments(db: Kysely<Database>, kind: SearchKind, terms: string[]) {
  return db
    .selectFrom('search_terms')
    .select((eb) => ['doc_id', eb.fn.sum<number>('in_title').as('title_hits')])
    .where('kind', '=', kind)
    .where('term', 'in', terms)
    .groupBy('doc_id')
    .having((eb) => eb.fn.countAll(), '=', terms.length);
}
