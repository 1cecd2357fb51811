import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';
import type { PushDevice } from '#contracts/push';
import { showToast, useActionToast } from '~/components/toasts';
import type { ActionResult } from '~/forms/action-result';
import { DeleteAction, DeleteConfirmation } from '~/forms/row-actions';
import { formatDateTime } from '~/utils/format';
import {
  currentSubscription,
  PUSH_MESSAGES,
  PUSH_SETTINGS_PATH,
  PushSetupError,
  pushSupport,
  rememberedDevice,
  rememberThisDevice,
  subscribeThisBrowser,
  subscriptionFields,
} from './push-device';

const NO_SCRIPT_MESSAGE =
  '푸시 알림을 켜려면 브라우저의 JavaScript를 켜주세요. iPhone·iPad에서는 Safari의 공유 버튼에서 ‘홈 화면에 추가’로 빵잡 앱을 설치한 뒤, 그 앱에서 켤 수 있습니다.';

export const SUBSCRIBED_MESSAGE = '이 기기에서 푸시 알림을 받습니다.';

/** What the settings action answers a page's subscription: the device the api made or found. */
export type PushSubscribed = { device: PushDevice; endpoint: string };

/**
 * 푸시 알림: 이 기기에서 푸시 받기 (JavaScript: the browser's own question on the tap, then the
 * subscription through this page's action), and the member's devices, each with 삭제 (plain forms).
 */
export function PushDevices({
  publicKey,
  devices,
  confirming,
}: {
  publicKey: string | null;
  devices: PushDevice[];
  /** the device whose 삭제 waits for its second step, without JavaScript */
  confirming: number | null;
}) {
  const thisDevice = useThisDevice(devices);
  return (
    <Stack gap="sm" component="section" aria-labelledby="push-title">
      <Title order={2} size="h4" id="push-title">
        푸시 알림
      </Title>
      <Text size="sm">
        푸시 알림은 기기마다 켭니다. 켠 기기에는 아래에서 ‘푸시 받기’를 고른 소식이 앱을 열지 않아도 바로 옵니다.
      </Text>
      {publicKey ? (
        <>
          {/* plain markup: React leaves a <noscript>'s components unrendered */}
          <noscript>
            <p className="page-alert">{NO_SCRIPT_MESSAGE}</p>
          </noscript>
          <SubscribeThisBrowser publicKey={publicKey} subscribed={thisDevice !== null} />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          지금은 푸시 알림을 보낼 수 없습니다. 소식은 알림과 메일로 받아주세요.
        </Text>
      )}
      {devices.length ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="푸시를 받는 기기">
          {devices.map((device) => {
            const question = `‘${device.label}’ 기기에서 푸시 알림을 그만 받을까요?`;
            return (
              <Paper component="li" key={device.id} withBorder p="sm" radius="md">
                <Group justify="space-between" gap="xs">
                  <Stack gap={2}>
                    <Group gap={6}>
                      <Text fw={600}>{device.label}</Text>
                      {thisDevice === device.id ? (
                        <Badge size="sm" variant="light" color="teal">
                          이 기기
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(device.createdAt)} 등록
                      {device.lastPushedAt ? ` · 마지막 푸시 ${formatDateTime(device.lastPushedAt)}` : ''}
                    </Text>
                  </Stack>
                  <DeleteAction id={device.id} question={question} />
                </Group>
                {confirming === device.id ? (
                  <DeleteConfirmation id={device.id} question={question} cancelTo={PUSH_SETTINGS_PATH} />
                ) : null}
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          푸시를 받는 기기가 없습니다.
        </Text>
      )}
    </Stack>
  );
}

/**
 * Which listed device this browser is, once JavaScript runs: the one it was given when it subscribed,
 * while it still holds that subscription. A device removed here (or from another browser) lets the
 * browser's subscription go too, so nothing is pushed to a subscription the api has forgotten.
 */
function useThisDevice(devices: PushDevice[]): number | null {
  const [id, setId] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    void (async () => {
      const remembered = rememberedDevice();
      const subscription = remembered ? await currentSubscription() : null;
      const same = subscription?.endpoint === remembered?.endpoint;
      const listed = devices.some((device) => device.id === remembered?.id);
      if (remembered && same && !listed) {
        await subscription?.unsubscribe();
        rememberThisDevice(null);
      }
      if (current) setId(remembered && same && listed ? remembered.id : null);
    })();
    return () => {
      current = false;
    };
  }, [devices]);
  return id;
}

/** The button, or why this browser cannot take pushes; nothing before JavaScript runs (the <noscript> says why). */
function SubscribeThisBrowser({ publicKey, subscribed }: { publicKey: string; subscribed: boolean }) {
  const fetcher = useFetcher<PushSubscribed | ActionResult>();
  const [problem, setProblem] = useState<string | null>(null);
  const [support, setSupport] = useState<ReturnType<typeof pushSupport> | null>(null);
  const [asking, setAsking] = useState(false);
  useActionToast(fetcher.data && !('device' in fetcher.data) ? fetcher.data : undefined);

  useEffect(() => setSupport(pushSupport()), []);
  useEffect(() => {
    if (fetcher.data && 'device' in fetcher.data) {
      rememberThisDevice({ id: fetcher.data.device.id, endpoint: fetcher.data.endpoint });
      showToast({ type: 'success', message: SUBSCRIBED_MESSAGE });
    }
  }, [fetcher.data]);

  if (support === null) return null;
  if (support === 'unsupported') return <Problem message={PUSH_MESSAGES.unsupported} />;

  const subscribe = async () => {
    setProblem(null);
    setAsking(true);
    try {
      const subscription = await subscribeThisBrowser(publicKey);
      fetcher.submit(subscriptionFields(subscription), { method: 'post', action: PUSH_SETTINGS_PATH });
    } catch (error) {
      setProblem(error instanceof PushSetupError ? error.message : PUSH_MESSAGES.refused);
    } finally {
      setSupport(pushSupport());
      setAsking(false);
    }
  };

  return (
    <Stack gap="xs">
      {subscribed ? (
        <Text size="sm" c="teal.9" fw={600}>
          이 기기에서 푸시 알림을 받고 있습니다.
        </Text>
      ) : (
        <Group>
          <Button onClick={() => void subscribe()} loading={asking || fetcher.state !== 'idle'}>
            이 기기에서 푸시 받기
          </Button>
        </Group>
      )}
      {problem ? (
        <Problem message={problem} />
      ) : support === 'denied' && !subscribed ? (
        <Problem message={PUSH_MESSAGES.denied} />
      ) : null}
    </Stack>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <Alert color="yellow" variant="light" role="status">
      {message}
    </Alert>
  );
}
