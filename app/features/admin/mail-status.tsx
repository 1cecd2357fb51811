import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { MAIL_STATUSES, type MailStatus } from '#contracts/mail';

const COLORS: Record<MailStatus, string> = { pending: 'orange', sent: 'teal', failed: 'red' };

/** 대기, 보냄 or 실패, in the colour of what it asks of the operator. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {MAIL_STATUSES[status]}
    </Badge>
  );
}
