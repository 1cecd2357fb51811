import type { Migration } from 'kysely';
import * as accounts from './0001-accounts';
import * as products from './0002-products';

/** Every migration in order; names are never changed once released. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-products': products,
};
