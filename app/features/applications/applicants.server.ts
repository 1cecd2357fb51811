import { decisionBodySchema } from '#contracts/application';
import { readButtonForm } from '~/forms/row-actions.server';

/** 서류합격 or 불합격 on an application: the button pressed, read by the contract's schema. */
export const readDecision = (request: Request) => readButtonForm(request, decisionBodySchema);
