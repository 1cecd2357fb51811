import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ProductKind } from '../../contracts/product';
import type { Role } from '../../contracts/user';

/**
 * The database as Kysely sees it. Instants are ISO-8601 UTC strings (`*_at`), calendar days
 * are `YYYY-MM-DD` strings, money is whole 원: the same values on SQLite and PostgreSQL.
 */
export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  login_failures: LoginFailuresTable;
  products: ProductsTable;
}

export interface UsersTable {
  id: Generated<number>;
  /** the login id; kept after deletion so it can never be taken or used again */
  user_id: string;
  /** empty once the account is deleted, which no password matches */
  password_hash: string;
  username: string;
  email: string | null;
  phone: string | null;
  role: Role;
  business_number: string | null;
  ceo_name: string | null;
  company_address: string | null;
  business_type: string | null;
  verified_at: string | null;
  terms_agreed_at: string;
  privacy_agreed_at: string;
  marketing_agreed_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

/** Refresh tokens are stored hashed and grouped in families: one family per sign-in. */
export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** set when this token was exchanged for its successor */
  rotated_at: string | null;
  revoked_at: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  /** the login id that was tried, whether or not such an account exists */
  login_id: string;
  /** empty when a trusted proxy did not name the client */
  ip: string;
  created_at: string;
}

export interface ProductsTable {
  code: string;
  kind: ProductKind;
  name: string;
  price: number;
  days: number | null;
  credits: number | null;
  valid_days: number | null;
  sort_order: number;
  active: number;
}
export type ProductRow = Selectable<ProductsTable>;
