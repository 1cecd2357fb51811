import { Link } from '@remix-run/react';
import type { JobInfoSummary } from '#contracts/job-info';
import { deadlineText, employmentTypeLabel, payText, positionLabel, regionText } from '~/utils/labels';
import { CompanyLogo } from '~/features/pictures/company-logo';
import classes from '~/features/listing/listing.module.css';
import { ScrapToggle } from '~/features/scraps/scrap-toggle';
import { PayGlance } from './pay-glance';

/**
 * One posting in a list: what a job seeker scans for before opening it. The title's link is the
 * whole card's, so the company's page is linked from the posting itself, not from here.
 */
export function JobInfoCard({ jobInfo, today }: { jobInfo: JobInfoSummary; today: string }) {
  const deadline = deadlineText(jobInfo.deadline, jobInfo.alwaysOpen, today);
  const soon = deadline === '오늘 마감' || /^D-[1-3]$/.test(deadline ?? '');
  const meta = [
    regionText(jobInfo.sido, jobInfo.sigungu),
    jobInfo.position ? positionLabel(jobInfo.position) : null,
    jobInfo.employmentType ? employmentTypeLabel(jobInfo.employmentType) : null,
  ].filter(Boolean);
  const pay = payText(jobInfo.payType, jobInfo.payAmount);
  return (
    <li className={classes.card}>
      <div className={classes.cardHead}>
        <CompanyLogo company={jobInfo.company} size={48} />
        <div>
          <div className={classes.cardTop}>
            <span>{jobInfo.company.name}</span>
            {jobInfo.company.verified ? (
              <span className="badge badge-xs badge-teal" title="운영자가 사업자 정보를 확인한 기업">
                인증
              </span>
            ) : null}
          </div>
          <h3 className={classes.cardTitle}>
            <Link to={`/info/job-info/${jobInfo.id}`} prefetch="intent">
              {jobInfo.title}
            </Link>
          </h3>
        </div>
      </div>
      {meta.length ? <p className={classes.cardMeta}>{meta.join(' · ')}</p> : null}
      <PayGlance pay={jobInfo.hourlyPay} />
      <div className={classes.cardFoot}>
        {pay ? <span className={classes.pay}>{pay}</span> : null}
        {jobInfo.dawnShift ? (
          <span
            className="badge badge-sm badge-indigo-outline"
            title="22시~06시 근무: 5인 이상 사업장은 야간근로수당 1.5배"
          >
            새벽 근무
          </span>
        ) : null}
        {deadline ? (
          <span className={soon ? `${classes.deadline} ${classes.deadlineSoon}` : classes.deadline}>{deadline}</span>
        ) : null}
        <ScrapToggle kind="job" id={jobInfo.id} title={jobInfo.title} />
      </div>
    </li>
  );
}
