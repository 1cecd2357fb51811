import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Link } from '@remix-run/react';
import type { ApplicantCounts } from '#contracts/application';

export type PostingApplicants = { total: number; unread: number };

/** Each posting's applicants from the counts call, zero for a posting nobody applied to. */
export function applicantsByPosting(counts: ApplicantCounts): (jobInfoId: number) => PostingApplicants {
  const byId = new Map(counts.postings.map((posting) => [posting.jobInfoId, posting]));
  return (jobInfoId) => {
    const posting = byId.get(jobInfoId);
    return { total: posting?.total ?? 0, unread: posting?.unread ?? 0 };
  };
}

/** 지원자 3명 (새 1), leading to the posting's applicants. */
export function ApplicantCount({ jobInfoId, applicants }: { jobInfoId: number; applicants: PostingApplicants }) {
  return (
    <Anchor component={Link} to={`/job-info/apply-resume?jobInfoId=${jobInfoId}`} size="sm" fw={600}>
      지원자 {applicants.total}명
      {applicants.unread ? (
        <Badge color="red" variant="filled" size="sm" ml={6}>
          새 {applicants.unread}
        </Badge>
      ) : null}
    </Anchor>
  );
}
