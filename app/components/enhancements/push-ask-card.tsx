import { Button } from '@mantine/core/esm/components/Button/Button';
import { CloseButton } from '@mantine/core/esm/components/CloseButton/CloseButton';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { showToast, useActionToast } from '~/components/toasts';
import type { ActionResult } from '~/forms/action-result';
import { BottomCard } from './bottom-card';
import {
  PUSH_MESSAGES,
  PUSH_SETTINGS_PATH,
  PushSetupError,
  rememberThisDevice,
  subscribeThisBrowser,
  subscriptionFields,
} from '~/features/notifications/push-device';
import { type PushSubscribed, SUBSCRIBED_MESSAGE } from '~/features/notifications/push-devices';
import type { loader as settingsLoader } from '~/routes/user.notifications.settings';

/**
 * The installed app's question, 푸시 알림 받기: the browser's own question follows on the tap, and
 * the subscription goes through the settings page's action as it does from that page. Fetched only
 * when the moment has come (push-ask.ts).
 */
export function PushAskCard({ onDone }: { onDone: () => void }) {
  const settings = useFetcher<typeof settingsLoader>();
  const subscribed = useFetcher<PushSubscribed | ActionResult>();
  const [problem, setProblem] = useState<string | null>(null);
  useActionToast(subscribed.data && !('device' in subscribed.data) ? subscribed.data : undefined);

  // the key to subscribe with is the settings page's: read once, when the card is shown
  const { load } = settings;
  useEffect(() => {
    void load(PUSH_SETTINGS_PATH);
  }, [load]);
  useEffect(() => {
    if (subscribed.data && 'device' in subscribed.data) {
      rememberThisDevice({ id: subscribed.data.device.id, endpoint: subscribed.data.endpoint });
      showToast({ type: 'success', message: SUBSCRIBED_MESSAGE });
      onDone();
    }
  }, [subscribed.data, onDone]);

  const publicKey = settings.data?.push?.publicKey;
  // push is not set up on this server: nothing to ask
  if (!publicKey) return null;

  const subscribe = async () => {
    setProblem(null);
    try {
      const subscription = await subscribeThisBrowser(publicKey);
      subscribed.submit(subscriptionFields(subscription), { method: 'post', action: PUSH_SETTINGS_PATH });
    } catch (error) {
      setProblem(error instanceof PushSetupError ? error.message : PUSH_MESSAGES.refused);
    }
  };

  return (
    <BottomCard testId="push-ask" label="푸시 알림 안내">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">서류 결과, 면접 일정 같은 소식을 푸시 알림으로 바로 받아보세요.</Text>
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" onClick={() => void subscribe()} loading={subscribed.state !== 'idle'}>
              알림 받기
            </Button>
            <CloseButton aria-label="나중에" onClick={onDone} />
          </Group>
        </Group>
        {problem ? (
          <Text size="xs" c="red.9" role="status">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </BottomCard>
  );
}
