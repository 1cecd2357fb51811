import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('code', 'varchar(30)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('days', 'integer')
    .addColumn('credits', 'integer')
    .addColumn('valid_days', 'integer')
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('products').execute();
}
