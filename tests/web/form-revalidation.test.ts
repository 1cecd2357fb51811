import { parseWithZod } from '@conform-to/zod/v4';
import type { ShouldRevalidateFunctionArgs } from '@remix-run/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unlessFormReplied } from '../../app/forms/form-revalidation';

const schema = z.object({
  title: z.string({ error: '제목을 입력해주세요.' }),
  careers: z.array(z.string()).optional(),
});

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

/** Whether the page loads again after an action answered `actionResult` (Remix would, by default). */
function reloads(actionResult: unknown) {
  const url = new URL('https://bbangjob.example/user/edit');
  const args: ShouldRevalidateFunctionArgs = {
    currentUrl: url,
    currentParams: {},
    nextUrl: url,
    nextParams: {},
    formMethod: 'POST',
    formAction: url.pathname,
    actionResult,
    defaultShouldRevalidate: true,
  };
  return unlessFormReplied(args);
}

describe('unlessFormReplied', () => {
  it('keeps the page as it is after a refusal: what was typed stays', () => {
    const refused = parseWithZod(form({}), { schema }).reply();
    expect(refused.error).toBeTruthy();
    expect(reloads(refused)).toBe(false);
  });

  it('keeps the page as it is after a row button answered without JavaScript', () => {
    const added = parseWithZod(
      form({ title: '제빵사', __intent__: JSON.stringify({ type: 'insert', payload: { name: 'careers' } }) }),
      {
        schema,
      },
    ).reply();
    expect(added.intent).toBeTruthy();
    expect(reloads(added)).toBe(false);
  });

  it('loads again after an answer that is neither: the account page opens the form its password step guarded', () => {
    expect(reloads({ initialValue: { intent: 'edit-info', username: '김제빵' } })).toBe(true);
  });

  it('loads again after a redirect (no answer of the form)', () => {
    expect(reloads(undefined)).toBe(true);
  });
});
