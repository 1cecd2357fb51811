import type { ShouldRevalidateFunction } from '@remix-run/react';
import type { ActionResult } from './action-result';

/**
 * A form's own answer changed nothing stored: a refusal (`error`), or a row button's or a picture's
 * change answered without JavaScript (`intent`). The page is not loaded again, and the form keeps
 * what was typed. Any other answer reloads as usual: a save that redirects, or the account page's
 * password step, after which the loader gives the form it guarded.
 */
export const unlessFormReplied: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  if (!actionResult || typeof actionResult !== 'object') return defaultShouldRevalidate;
  const reply = actionResult as ActionResult;
  return reply.error || reply.intent ? false : defaultShouldRevalidate;
};
