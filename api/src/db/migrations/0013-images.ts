import type { Kysely } from 'kysely';
import { serialPrimaryKey } from './helpers';

/**
 * Pictures: every uploaded image (a company's logo, a posting's photos, a resume's photo), which
 * record uses it, and a company's own introduction for its page. The files themselves live in the
 * image storage under names made from their content; a row names them by `key`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('images')
    .addColumn('id', 'integer', serialPrimaryKey(db))
    /** who uploaded it: only they can attach it to their records */
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    /** logo, job-info-photo, resume-photo */
    .addColumn('purpose', 'varchar(20)', (col) => col.notNull())
    /** the content hash of the cleaned original; its variants are named `<key>-<width>.<ext>` */
    .addColumn('key', 'varchar(64)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    /** an operator took it down: no page shows it again */
    .addColumn('removed_at', 'varchar(30)')
    .addColumn('removed_reason', 'varchar(200)')
    .execute();
  // two members may upload the same picture: its files go only when no row names the key
  await db.schema.createIndex('images_key_idx').on('images').column('key').execute();
  // the clean-up finds old uploads that no record took
  await db.schema.createIndex('images_created_idx').on('images').column('created_at').execute();
  await db.schema.createIndex('images_owner_idx').on('images').columns(['owner_id', 'purpose']).execute();

  await db.schema
    .createTable('job_info_photos')
    .addColumn('job_info_id', 'integer', (col) => col.notNull().references('job_infos.id').onDelete('cascade'))
    /** 0-based; the first is the posting's lead photo */
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('image_id', 'integer', (col) => col.notNull().references('images.id'))
    /** what the photo shows, for people who cannot see it */
    .addColumn('alt', 'varchar(100)', (col) => col.notNull())
    .addPrimaryKeyConstraint('job_info_photos_pk', ['job_info_id', 'position'])
    .execute();
  await db.schema.createIndex('job_info_photos_image_idx').on('job_info_photos').column('image_id').execute();

  await db.schema
    .alterTable('users')
    .addColumn('logo_image_id', 'integer', (col) => col.references('images.id'))
    .execute();
  await db.schema.alterTable('users').addColumn('company_intro', 'varchar(1000)').execute();
  await db.schema.createIndex('users_logo_idx').on('users').column('logo_image_id').execute();
  await db.schema
    .alterTable('resumes')
    .addColumn('photo_image_id', 'integer', (col) => col.references('images.id'))
    .execute();
  await db.schema.createIndex('resumes_photo_idx').on('resumes').column('photo_image_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('resumes_photo_idx').execute();
  await db.schema.alterTable('resumes').dropColumn('photo_image_id').execute();
  await db.schema.dropIndex('users_logo_idx').execute();
  await db.schema.alterTable('users').dropColumn('company_intro').execute();
  await db.schema.alterTable('users').dropColumn('logo_image_id').execute();
  await db.schema.dropTable('job_info_photos').execute();
  await db.schema.dropTable('images').execute();
}
