import { useEffect, useState } from 'react';
import { useLocation, useRouteLoaderData } from '@remix-run/react';
import { pushSupport } from '~/features/notifications/push-device';
import type { loader as rootLoader } from '~/root';
import { isFirstVisit, isPushMoment, rememberAsked, wasAsked } from './push-ask';
import { PushAskCard } from './push-ask-card';

/**
 * In the installed app, 푸시 알림 받기 once the moment has come (push-ask.ts): after the member's
 * application or posting, never in the first visit, and never again after an answer.
 */
export function PushAsk() {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  const { pathname } = useLocation();
  const [asking, setAsking] = useState(false);
  const user = data?.user ?? null;
  const toast = data?.toast ?? null;
  useEffect(() => {
    // read on every page, so the first visit is known as such before any moment comes
    const first = isFirstVisit();
    if (first || wasAsked() || pushSupport() !== 'ask' || !isPushMoment(user, toast, pathname)) return;
    setAsking(true);
  }, [user, toast, pathname]);
  if (!asking) return null;
  return (
    <PushAskCard
      onDone={() => {
        rememberAsked();
        setAsking(false);
      }}
    />
  );
}
