import { useActionData } from '@remix-run/react';
import type { ActionResult } from './action-result';

/**
 * The page's action's last reply. Remix's JSON typing of a reply (`useActionData<typeof action>()`)
 * comes out as any, whose every use the linter rightly refuses: the reply is what every action answers.
 */
export function useActionResult(): ActionResult | undefined {
  const reply: unknown = useActionData();
  return reply as ActionResult | undefined;
}
