import { Button } from '@mantine/core/esm/components/Button/Button';
import { CloseButton } from '@mantine/core/esm/components/CloseButton/CloseButton';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { BottomCard } from './bottom-card';

/** The install banner itself, fetched only when the browser offers installation (see install-banner.tsx). */
export function InstallBannerCard({ onInstall, onDismiss }: { onInstall: () => void; onDismiss: () => void }) {
  return (
    <BottomCard testId="install-banner" label="앱 설치 안내">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">빵잡 앱을 홈 화면에 설치하고 더 빠르게 이용하세요.</Text>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" onClick={onInstall}>
            설치하기
          </Button>
          <CloseButton aria-label="닫기" onClick={onDismiss} />
        </Group>
      </Group>
    </BottomCard>
  );
}
