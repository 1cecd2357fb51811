import type { Kysely } from 'kysely';

/**
 * What the outbox keeps, and for how long (messages/mail-retention.ts): once mail really leaves, a
 * sent mail's text goes after a week and only its subject, kind, status and masked recipient stay;
 * a deleted member's mails go with the account, found by member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  /** when the mail's text, links and address were removed; null while it is kept whole */
  await db.schema.alterTable('outbox_mails').addColumn('body_removed_at', 'varchar(30)').execute();
  await db.schema.createIndex('outbox_mails_user_idx').on('outbox_mails').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_mails_user_idx').execute();
  await db.schema.alterTable('outbox_mails').dropColumn('body_removed_at').execute();
}
