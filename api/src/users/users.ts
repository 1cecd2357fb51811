import type { Kysely, Transaction } from 'kysely';
import type { Image } from '../../contracts/image';
import type { CompanyFields, LoginUser, Role, UserAction, UserProfile } from '../../contracts/user';
import { type Clock, isoNow } from '../clock';
import type { Database, UserRow } from '../db/schema';
import { createImageRecords, type ImageRecords } from '../images/images';
import { shownImages } from '../images/shown-images';

export interface NewAccount {
  userId: string;
  /** null: the member signed up with 카카오 or 네이버 and has no password */
  passwordHash: string | null;
  username: string;
  email: string;
  phone: string;
  role: Role;
  company: CompanyFields | null;
  agreeMarketing: boolean;
  /** the address starts verified (a provider said it is the person's) */
  emailVerified?: boolean;
}

export interface ContactChanges {
  username: string;
  email: string;
  phone: string;
  company: CompanyFields | null;
  agreeMarketing?: boolean;
  /** a company's logo (images.id); null takes it off, left out keeps it */
  logoImageId?: number | null;
  /** a company's introduction; empty clears it, left out keeps it */
  companyIntro?: string;
}

/** Whether two addresses are one mailbox: the case of an address is not the member's choice of another. */
export function sameAddress(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.toLowerCase() === b.toLowerCase();
}

export function toLoginUser(row: UserRow, action: UserAction): LoginUser {
  return { userId: row.user_id, username: row.username, role: row.role, action };
}

/** The member's own details; `logo` is the company's logo as `toImage` answers it. */
export function toUserProfile(row: UserRow, logo: Image | null): UserProfile {
  return {
    userId: row.user_id,
    username: row.username,
    email: row.email ?? '',
    emailVerifiedAt: row.email_verified_at,
    phone: row.phone ?? '',
    role: row.role,
    termsAgreedAt: row.terms_agreed_at,
    privacyAgreedAt: row.privacy_agreed_at,
    marketingAgreedAt: row.marketing_agreed_at,
    company:
      row.role === 'company'
        ? {
            businessNumber: row.business_number ?? '',
            ceoName: row.ceo_name ?? '',
            companyAddress: row.company_address ?? '',
            businessType: row.business_type,
            verifiedAt: row.verified_at,
            logo,
            intro: row.company_intro,
          }
        : null,
    createdAt: row.created_at,
  };
}

function companyColumns(company: CompanyFields | null) {
  return {
    business_number: company?.businessNumber ?? null,
    ceo_name: company?.ceoName ?? null,
    company_address: company?.companyAddress ?? null,
    business_type: company?.businessType || null,
  };
}

/** Data access for accounts. A deleted account's row stays, stripped, so its login id stays taken. */
export function createUsers(
  db: Kysely<Database>,
  clock: Clock,
  imageRecords: ImageRecords = createImageRecords(db, clock),
) {
  return {
    /** What GET /get-user-info answers: the row, and a company's logo unless an operator removed it. */
    async profile(row: UserRow, executor: Kysely<Database> = db): Promise<UserProfile> {
      const id = row.role === 'company' ? row.logo_image_id : null;
      const logo = id === null ? undefined : (await shownImages(executor, [id])).get(id);
      return toUserProfile(row, logo ?? null);
    },

    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Accounts by id, for a list that names them: one query for a page of rows. */
    async findByIds(ids: number[]): Promise<UserRow[]> {
      if (!ids.length) return [];
      return db
        .selectFrom('users')
        .selectAll()
        .where('id', 'in', [...new Set(ids)])
        .execute();
    },

    findByUserId(userId: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** The new account, or null when the login id is taken (also when a racing sign-up took it). */
    async create(account: NewAccount, trx: Kysely<Database> = db): Promise<UserRow | null> {
      const now = isoNow(clock);
      const row = await trx
        .insertInto('users')
        .values({
          user_id: account.userId,
          password_hash: account.passwordHash,
          username: account.username,
          email: account.email,
          phone: account.phone,
          role: account.role,
          ...companyColumns(account.company),
          terms_agreed_at: now,
          privacy_agreed_at: now,
          marketing_agreed_at: account.agreeMarketing ? now : null,
          email_verified_at: account.emailVerified ? now : null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * A new address is unverified until its link is opened; inside `trx` when the link is mailed with
     * it. The logo and introduction are a company's: other members' are ignored, like the company fields.
     */
    async updateContact(user: UserRow, changes: ContactChanges, trx: Kysely<Database> = db): Promise<UserRow> {
      const company = user.role === 'company' ? changes.company : null;
      if (company && typeof changes.logoImageId === 'number') {
        await imageRecords.usable(trx, {
          ownerId: user.id,
          purpose: 'logo',
          ids: [changes.logoImageId],
          field: 'logoImageId',
        });
      }
      const marketing =
        changes.agreeMarketing === undefined
          ? user.marketing_agreed_at
          : changes.agreeMarketing
            ? (user.marketing_agreed_at ?? isoNow(clock))
            : null;
      // A changed business number has to be checked again before the verified badge returns.
      const verifiedAt = company?.businessNumber === user.business_number ? user.verified_at : null;
      return trx
        .updateTable('users')
        .set({
          username: changes.username,
          email: changes.email,
          email_verified_at: sameAddress(changes.email, user.email) ? user.email_verified_at : null,
          phone: changes.phone,
          ...(user.role === 'company'
            ? {
                ...companyColumns(company),
                verified_at: verifiedAt,
                ...(changes.logoImageId === undefined ? {} : { logo_image_id: changes.logoImageId }),
                ...(changes.companyIntro === undefined ? {} : { company_intro: changes.companyIntro || null }),
              }
            : {}),
          marketing_agreed_at: marketing,
          updated_at: isoNow(clock),
        })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async setPasswordHash(id: number, passwordHash: string, trx: Kysely<Database> = db): Promise<void> {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: isoNow(clock) })
        .where('id', '=', id)
        .execute();
    },

    /** A first password, for a member without one; false when the member has one (set meanwhile). */
    async setFirstPasswordHash(id: number, passwordHash: string, trx: Kysely<Database> = db): Promise<boolean> {
      const result = await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: isoNow(clock) })
        .where('id', '=', id)
        .where('password_hash', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Withdrawal: personal data goes, the row and its login id stay so nobody can sign in as it. */
    async anonymize(id: number, trx: Transaction<Database>): Promise<void> {
      const now = isoNow(clock);
      await trx
        .updateTable('users')
        .set({
          password_hash: '',
          username: '탈퇴회원',
          email: null,
          phone: null,
          business_number: null,
          ceo_name: null,
          company_address: null,
          business_type: null,
          logo_image_id: null,
          company_intro: null,
          marketing_agreed_at: null,
          deleted_at: now,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type Users = ReturnType<typeof createUsers>;
