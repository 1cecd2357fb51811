import type { ShouldRevalidateFunction } from '@remix-run/react';

/**
 * A form's own answer (a refusal, a row button without JavaScript) changed nothing stored: the page
 * is not loaded again, and the form keeps what was typed. A save that redirects reloads as usual.
 */
export const unlessFormReplied: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === 'object' && 'initialValue' in actionResult ? false : defaultShouldRevalidate;
