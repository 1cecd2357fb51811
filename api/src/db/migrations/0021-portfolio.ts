import type { Kysely } from 'kysely';

/**
 * The portfolio (issue 30): photos of a baker's bakes on their resume, the techniques a posting
 * wants, and what an operator hid.
 *
 * The talent list's technique filter reads `resume_techniques`, a side table like
 * `resume_positions`: one row per resume and technique a shown photo is tagged with, keyed
 * technique first, so one technique's resumes are a range of the key on both databases. The
 * techniques of each photo are also kept on its row (comma-separated codes, as a posting's
 * benefits are), which a text column's index could not search: `like '%sourdough%'` reads every
 * photo of every resume.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resume_portfolio_items')
    .addColumn('resume_id', 'integer', (col) => col.notNull().references('resumes.id').onDelete('cascade'))
    /** 0-based, the order the owner gave; the first shown one is the talent card's picture */
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('image_id', 'integer', (col) => col.notNull().references('images.id'))
    .addColumn('caption', 'varchar(60)', (col) => col.notNull())
    /** contracts/portfolio.ts BAKE_TECHNIQUES codes, comma-separated in the list's order */
    .addColumn('techniques', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    /** what `other` means, in the owner's words */
    .addColumn('other_technique', 'varchar(30)')
    .addPrimaryKeyConstraint('resume_portfolio_items_pk', ['resume_id', 'position'])
    .execute();
  // whether a record still shows a picture (image-files.ts), and which resumes a hidden one is on
  await db.schema
    .createIndex('resume_portfolio_items_image_idx')
    .on('resume_portfolio_items')
    .column('image_id')
    .execute();

  await db.schema
    .createTable('resume_techniques')
    .addColumn('resume_id', 'integer', (col) => col.notNull().references('resumes.id').onDelete('cascade'))
    .addColumn('technique', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('resume_techniques_pk', ['technique', 'resume_id'])
    .execute();
  await db.schema.createIndex('resume_techniques_doc_idx').on('resume_techniques').column('resume_id').execute();

  /**
   * The pictures an application's frozen copy shows: held (not released) while the copy exists,
   * whatever the resume's portfolio becomes. A picture's row going takes these with it.
   */
  await db.schema
    .createTable('application_portfolio_images')
    .addColumn('application_id', 'integer', (col) => col.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('image_id', 'integer', (col) => col.notNull().references('images.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('application_portfolio_images_pk', ['application_id', 'image_id'])
    .execute();
  await db.schema
    .createIndex('application_portfolio_images_image_idx')
    .on('application_portfolio_images')
    .column('image_id')
    .execute();

  /**
   * An operator hides a portfolio picture (a face, a name tag…): on the picture, so it stays hidden
   * on every resume and frozen copy that shows it and through the owner's next save; the owner
   * still sees it with the reason.
   */
  await db.schema.alterTable('images').addColumn('hidden_at', 'varchar(30)').execute();
  await db.schema.alterTable('images').addColumn('hidden_reason', 'varchar(200)').execute();
  await db.schema
    .alterTable('images')
    .addColumn('hidden_by', 'integer', (col) => col.references('users.id'))
    .execute();

  /** contracts/portfolio.ts BAKE_TECHNIQUES codes, comma-separated; empty when none are named */
  await db.schema
    .alterTable('job_infos')
    .addColumn('wanted_techniques', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job_infos').dropColumn('wanted_techniques').execute();
  for (const column of ['hidden_by', 'hidden_reason', 'hidden_at']) {
    await db.schema.alterTable('images').dropColumn(column).execute();
  }
  await db.schema.dropTable('application_portfolio_images').execute();
  await db.schema.dropTable('resume_techniques').execute();
  await db.schema.dropTable('resume_portfolio_items').execute();
}
