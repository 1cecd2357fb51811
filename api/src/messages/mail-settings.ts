import type { Kysely } from 'kysely';
import type { NotificationSettings, NotificationSettingsBody, Unsubscribe } from '../../contracts/notification';
import { type Clock, isoNow } from '../clock';
import type { Database, UserRow } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { isMessageKind, type KindInfo, MESSAGE_KINDS, type MessageKind, switchableKinds } from './kinds';
import type { UnsubscribeTokens } from './unsubscribe';

const ALERT_SCOPE = /^alert-(\d{1,10})$/;

/** What an unsubscribe link names: a kind of mail, or one 맞춤 공고 alert (whose mail is the alert). */
type Scope = Unsubscribe & { userId: number } & ({ kind: MessageKind } | { alertId: number });

/** A number a 32-bit id column can hold: PostgreSQL refuses to compare with more. */
const isRowId = (id: number) => id >= 1 && id <= 2_147_483_647;

const badLink = () => notFound('수신 거부 링크가 올바르지 않습니다. 메일의 링크를 다시 확인해주세요.');

const fieldError = (field: string, message: string) =>
  new ApiError(400, 'VALIDATION_ERROR', message, { fields: { [field]: message } });

/** The kinds of `role` that switch: none for an operator, who is told nothing. */
const switchable = (role: UserRow['role']): MessageKind[] => (role === 'admin' ? [] : switchableKinds(role));

/** The mails about a member's own account: verification and recovery (the operator's 시험 메일 is none). */
const ACCOUNT_MAILS: MessageKind[] = ['verify_email', 'find_id', 'reset_password'];

/** Money and account security mails `role` gets whatever it chooses: shown as always on. */
function alwaysMailed(role: UserRow['role']): MessageKind[] {
  if (role === 'admin') return [];
  const money = (Object.keys(MESSAGE_KINDS) as MessageKind[]).filter((kind) => {
    const info: KindInfo = MESSAGE_KINDS[kind];
    return info.transactional && (info.audience === role || info.audience === 'both');
  });
  return [...money, ...ACCOUNT_MAILS];
}

const described = (kind: MessageKind) => ({
  kind,
  label: MESSAGE_KINDS[kind].label,
  description: MESSAGE_KINDS[kind].reason,
});

/**
 * Each member's mail and push choices: per kind on the settings page, and the one-click unsubscribe links of
 * the mails, which work without signing in (정보통신망법 §50). A choice is a row of mail_settings;
 * no row is mailed and pushed. 알림 are kept whatever the choice.
 */
export function createMailSettings(db: Kysely<Database>, clock: Clock, unsubscribe: UnsubscribeTokens) {
  async function mailOff(userId: number): Promise<Set<string>> {
    const rows = await db
      .selectFrom('mail_settings')
      .select('kind')
      .where('user_id', '=', userId)
      .where('mail_enabled', '=', 0)
      .execute();
    return new Set(rows.map((row) => row.kind));
  }

  async function pushOff(userId: number): Promise<Set<string>> {
    const rows = await db
      .selectFrom('mail_settings')
      .select('kind')
      .where('user_id', '=', userId)
      .where('push_enabled', '=', 0)
      .execute();
    return new Set(rows.map((row) => row.kind));
  }

  /** The kind's mail on or off, and its push when `push` is said (else as it was: on for a new row). */
  async function setMail(executor: Kysely<Database>, userId: number, kind: MessageKind, on: boolean, push?: boolean) {
    const values = {
      mail_enabled: on ? 1 : 0,
      ...(push === undefined ? {} : { push_enabled: push ? 1 : 0 }),
      updated_at: isoNow(clock),
    };
    await executor
      .insertInto('mail_settings')
      .values({ user_id: userId, kind, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet(values))
      .execute();
  }

  async function settingsOf(user: UserRow): Promise<NotificationSettings> {
    const off = await mailOff(user.id);
    const unpushed = await pushOff(user.id);
    // read afresh: the request's member row was read before a change this request made
    const offers = await db.selectFrom('users').select('accepts_offers').where('id', '=', user.id).executeTakeFirst();
    return {
      kinds: switchable(user.role).map((kind) => ({
        ...described(kind),
        mail: !off.has(kind),
        push: !unpushed.has(kind),
      })),
      alwaysOn: alwaysMailed(user.role).map(described),
      acceptsOffers: user.role === 'normal' ? offers?.accepts_offers === 1 : null,
    };
  }

  /**
   * What a token stops, read without stopping it: a kind of mail of its member, or one of their
   * 맞춤 공고 alerts. Anything this api did not sign, or that names nobody, is a 404.
   */
  async function scopeOf(token: string): Promise<Scope> {
    const signed = unsubscribe.verify(token);
    if (!signed || !isRowId(signed.userId)) throw badLink();
    const member = await db.selectFrom('users').select('id').where('id', '=', signed.userId).executeTakeFirst();
    if (!member) throw badLink();
    const userId = member.id;
    const alert = ALERT_SCOPE.exec(signed.scope);
    if (alert) {
      const alertId = Number(alert[1]);
      if (!isRowId(alertId)) throw badLink();
      const saved = await db
        .selectFrom('job_alerts')
        .select('name')
        .where('id', '=', alertId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      // a deleted alert mails nothing: its link keeps answering that it is stopped
      const target = saved ? `맞춤 공고 「${saved.name}」 메일` : '맞춤 공고 메일';
      return { userId, alertId, target, alert: true, stopped: !saved };
    }
    const kind = signed.scope;
    if (!isMessageKind(kind)) throw badLink();
    const info: KindInfo = MESSAGE_KINDS[kind];
    if (info.transactional || info.audience === 'account') throw badLink();
    return {
      userId,
      kind,
      target: `${info.label} 메일`,
      alert: false,
      stopped: (await mailOff(userId)).has(kind),
    };
  }

  return {
    settingsOf,

    /**
     * Mail (and push, where said) on or off per kind, and 입사 제안 on or off for a job seeker, all or nothing: a kind the
     * member cannot switch refuses the whole change.
     */
    async update(user: UserRow, body: NotificationSettingsBody): Promise<NotificationSettings> {
      const allowed = switchable(user.role);
      const always = alwaysMailed(user.role);
      const settings = body.settings ?? [];
      if (body.acceptsOffers !== undefined && user.role !== 'normal') {
        throw fieldError('acceptsOffers', '입사 제안은 개인회원만 받을 수 있습니다.');
      }
      const seen = new Set<string>();
      settings.forEach(({ kind }, index) => {
        const field = `settings.${index}.kind`;
        if (seen.has(kind)) throw fieldError(field, '같은 알림 종류가 두 번 들어 있습니다.');
        seen.add(kind);
        if (isMessageKind(kind) && always.includes(kind)) {
          throw fieldError(field, `${MESSAGE_KINDS[kind].label} 메일은 결제나 계정 보안에 관한 것이라 끌 수 없습니다.`);
        }
        if (!(allowed as string[]).includes(kind)) throw fieldError(field, '받으실 수 없는 알림 종류입니다.');
      });
      await db.transaction().execute(async (trx) => {
        for (const { kind, mail, push } of settings) await setMail(trx, user.id, kind as MessageKind, mail, push);
        if (body.acceptsOffers !== undefined) {
          await trx
            .updateTable('users')
            .set({ accepts_offers: body.acceptsOffers ? 1 : 0 })
            .where('id', '=', user.id)
            .execute();
        }
      });
      return settingsOf(user);
    },

    async describe(token: string): Promise<Unsubscribe> {
      const { target, alert, stopped } = await scopeOf(token);
      return { target, alert, stopped };
    },

    /** Stops what the token names; again is the same answer (a mail client may post twice). */
    async unsubscribe(token: string): Promise<Unsubscribe> {
      const scope = await scopeOf(token);
      if ('alertId' in scope) {
        await db.deleteFrom('job_alerts').where('id', '=', scope.alertId).where('user_id', '=', scope.userId).execute();
      } else {
        await setMail(db, scope.userId, scope.kind, false);
      }
      return { target: scope.target, alert: scope.alert, stopped: true };
    },
  };
}

export type MailSettings = ReturnType<typeof createMailSettings>;
