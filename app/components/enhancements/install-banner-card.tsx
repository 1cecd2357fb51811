import { Button } from '@mantine/core/esm/components/Button/Button';
import { CloseButton } from '@mantine/core/esm/components/CloseButton/CloseButton';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { getDefaultZIndex } from '@mantine/core/esm/core/utils/get-default-z-index/get-default-z-index';
import { ThemeProvider } from '~/theme-provider';

/** The install banner itself, fetched only when the browser offers installation (see install-banner.tsx). */
export function InstallBannerCard({ onInstall, onDismiss }: { onInstall: () => void; onDismiss: () => void }) {
  return (
    <ThemeProvider>
      <Paper
        data-testid="install-banner"
        role="region"
        aria-label="앱 설치 안내"
        pos="fixed"
        bottom={0}
        left={0}
        right={0}
        p="sm"
        radius={0}
        shadow="md"
        withBorder
        // Above the page and the scroll-to-top button, which it would otherwise cover; below modals.
        style={{ zIndex: getDefaultZIndex('modal') - 1 }}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">빵잡 앱을 홈 화면에 설치하고 더 빠르게 이용하세요.</Text>
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" onClick={onInstall}>
              설치하기
            </Button>
            <CloseButton aria-label="닫기" onClick={onDismiss} />
          </Group>
        </Group>
      </Paper>
    </ThemeProvider>
  );
}
