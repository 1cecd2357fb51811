import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Title } from '@mantine/core/esm/components/Title/Title';
import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('배너광고 문의 접수'), { name: 'robots', content: 'noindex' }];

/** Where a sent banner inquiry lands: a page of its own, so a reload does not send it again. */
export default function BannerInquirySent() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        배너광고 문의가 접수되었습니다
      </Title>
      <Alert color="green" variant="light">
        남겨주신 연락처로 담당자가 영업일 기준 2일 안에 연락드립니다. 급한 문의는 고객센터 이메일로 보내주세요.
      </Alert>
      <Group>
        <Button component={Link} to="/">
          첫 화면으로
        </Button>
        <Button component={Link} to="/service/payment" variant="light">
          유료상품 안내
        </Button>
      </Group>
    </Stack>
  );
}
