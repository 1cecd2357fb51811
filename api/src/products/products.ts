import type { Kysely } from 'kysely';
import type { Product } from '../../contracts/product';
import type { Database, ProductRow } from '../db/schema';

export function toProduct(row: ProductRow): Product {
  return {
    code: row.code,
    kind: row.kind,
    name: row.name,
    price: row.price,
    days: row.days,
    credits: row.credits,
    validDays: row.valid_days,
  };
}

export async function listActiveProducts(db: Kysely<Database>): Promise<Product[]> {
  const rows = await db.selectFrom('products').selectAll().where('active', '=', 1).orderBy('sort_order').execute();
  return rows.map(toProduct);
}

/** The product sold under `code`, if it is on sale: an order is priced from it, never from the buyer. */
export function findOnSale(db: Kysely<Database>, code: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('code', '=', code).where('active', '=', 1).executeTakeFirst();
}
