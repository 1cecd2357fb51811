import { type Kysely, sql } from 'kysely';

/**
 * Sign-ins: one row per refresh-token family, which every authenticated request reads with its
 * user, so an ended sign-in stops its access tokens at once and a password check belongs to it.
 * It replaces the per-token revocation mark. Login failures get the indexes of the throttle that
 * counts per (login id, address).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_ins')
    .addColumn('family_id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('ended_at', 'varchar(30)')
    .addColumn('password_checked_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('sign_ins_user_idx').on('sign_ins').column('user_id').execute();

  // Every family becomes a sign-in; a family whose tokens were revoked ended then.
  await sql`
    insert into sign_ins (family_id, user_id, created_at, ended_at)
    select family_id, min(user_id), min(created_at),
           case when count(revoked_at) = count(*) then max(revoked_at) end
    from refresh_tokens
    group by family_id
  `.execute(db);
  await db.schema.alterTable('refresh_tokens').dropColumn('revoked_at').execute();

  await db.schema
    .createIndex('login_failures_pair_idx')
    .on('login_failures')
    .columns(['login_id', 'ip', 'created_at'])
    .execute();
  await db.schema.createIndex('login_failures_created_idx').on('login_failures').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_failures_created_idx').execute();
  await db.schema.dropIndex('login_failures_pair_idx').execute();
  await db.schema.alterTable('refresh_tokens').addColumn('revoked_at', 'varchar(30)').execute();
  await sql`
    update refresh_tokens set revoked_at = (
      select ended_at from sign_ins where sign_ins.family_id = refresh_tokens.family_id
    )
  `.execute(db);
  await db.schema.dropTable('sign_ins').execute();
}
