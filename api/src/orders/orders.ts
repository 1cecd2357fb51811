import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { JobInfos } from '../job-infos/job-infos';
import type { Logger } from '../logger';
import type { Messages } from '../messages/messages';
import type { AdminLog } from '../moderation/admin-log';
import type { PaymentProviders } from '../payments/providers';
import type { Resumes } from '../resumes/resumes';
import type { Users } from '../users/users';
import { createOrderAnswers } from './answers';
import { createBuyerSide } from './buyer';
import { createOrderLedger } from './ledger';
import { createOperatorSide } from './operator';
import type { TalentCredits } from './talent-credits';
import { createTossFlow } from './toss';

export interface OrdersDeps {
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  payments: PaymentProviders;
  jobInfos: JobInfos;
  resumes: Resumes;
  credits: TalentCredits;
  messages: Messages;
  adminLog: AdminLog;
  users: Users;
}

/**
 * Orders of the paid products: created from the price table, paid through a provider, activated
 * exactly once in the payment's transaction, refunded by the rule of refund-rule.ts. ledger.ts is
 * the state machine (every change of state written to order_events with its time and actor);
 * answers.ts what the api answers; buyer.ts, toss.ts and operator.ts the three sides that act on
 * an order. What an operator decides is written to the operator log and told to the buyer in the
 * decision's transaction.
 */
export function createOrders(deps: OrdersDeps) {
  const { db, clock, payments, credits } = deps;
  const ledger = createOrderLedger(deps);
  const answers = createOrderAnswers(db, clock, credits);
  return {
    ...createBuyerSide({ ...deps, ledger, answers }),
    ...createTossFlow(db, deps.logger, payments, ledger, answers),
    ...createOperatorSide({ ...deps, ledger, answers }),
  };
}

export type Orders = ReturnType<typeof createOrders>;
