import type { Kysely } from 'kysely';
import type { AdminAction } from '../../contracts/moderation';
import type { Paged } from '../../contracts/paging';
import { type Clock, isoNow } from '../clock';
import type { Database } from '../db/schema';
import { paginate } from '../db/paginate';

/** What an operator did, to what: every back-office change writes one line. */
export interface AdminActionInput {
  action: string;
  targetKind: string;
  targetId: number;
  detail?: string | null;
}

/** The operator log: who did what and when, kept and shown in the back office. */
export function createAdminLog(db: Kysely<Database>, clock: Clock) {
  return {
    /** Writes the line (in `executor`'s transaction when given) and returns its id. */
    async record(adminId: number, input: AdminActionInput, executor: Kysely<Database> = db): Promise<number> {
      const { id } = await executor
        .insertInto('admin_actions')
        .values({
          admin_id: adminId,
          action: input.action,
          target_kind: input.targetKind,
          target_id: input.targetId,
          detail: input.detail ? input.detail.slice(0, 500) : null,
          created_at: isoNow(clock),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async list(page: number, target?: { kind: string; id: number }): Promise<Paged<AdminAction>> {
      const base = db
        .selectFrom('admin_actions')
        .innerJoin('users', 'users.id', 'admin_actions.admin_id')
        .$if(target !== undefined, (qb) =>
          qb.where('admin_actions.target_kind', '=', target!.kind).where('admin_actions.target_id', '=', target!.id),
        );
      const listed = await paginate({
        rows: base
          .select([
            'admin_actions.id',
            'users.user_id as admin',
            'admin_actions.action',
            'admin_actions.target_kind',
            'admin_actions.target_id',
            'admin_actions.detail',
            'admin_actions.created_at',
          ])
          .orderBy('admin_actions.created_at', 'desc')
          .orderBy('admin_actions.id', 'desc'),
        count: base,
        page,
      });
      return {
        ...listed,
        items: listed.items.map((row) => ({
          id: row.id,
          admin: row.admin,
          action: row.action,
          targetKind: row.target_kind,
          targetId: row.target_id,
          detail: row.detail,
          createdAt: row.created_at,
        })),
      };
    },
  };
}

export type AdminLog = ReturnType<typeof createAdminLog>;
