import { Link } from '@remix-run/react';
import type { ResumeSummary } from '#contracts/resume';
import { careerMonthsText, certificateName, positionLabel, regionText } from '~/utils/labels';
import classes from '~/features/listing/listing.module.css';
import { ScrapToggle } from '~/features/scraps/scrap-toggle';
import { Picture } from '~/features/pictures/picture';
import portfolio from '~/features/portfolio/portfolio.module.css';

/**
 * One public resume in a list, masked: no contacts, the name as 김○○; beside it the first bake of
 * its portfolio (the work, not the person), lazy like every list picture.
 */
export function ResumeCard({ resume }: { resume: ResumeSummary }) {
  const who = [resume.name, resume.ageBand].filter(Boolean).join(' · ');
  const regions = resume.regions.map((region) => regionText(region.sido, region.sigungu)).filter(Boolean);
  const positions = resume.positions.map(positionLabel);
  return (
    <li className={classes.card}>
      <div className={portfolio.coverCard}>
        {resume.cover ? (
          <Picture
            image={resume.cover}
            purpose="portfolio"
            alt="대표 작품 사진"
            sizes="72px"
            className={portfolio.cover}
          />
        ) : null}
        <div>
          <div className={classes.cardTop}>
            {who ? <span>{who}</span> : null}
            <span>{careerMonthsText(resume.careerMonths)}</span>
          </div>
          <h3 className={classes.cardTitle}>
            <Link to={`/info/resume/${resume.id}`} prefetch="intent">
              {resume.title}
            </Link>
          </h3>
          {regions.length || positions.length ? (
            <p className={classes.cardMeta}>
              {regions.length ? <span>희망 지역 {regions.join(', ')}</span> : null}
              {regions.length && positions.length ? ' · ' : null}
              {positions.length ? <span>희망 직종 {positions.join(', ')}</span> : null}
            </p>
          ) : null}
        </div>
      </div>
      <div className={classes.cardFoot}>
        {resume.certificates.length ? (
          <span>자격증 {resume.certificates.map((certificate) => certificateName(certificate.name)).join(', ')}</span>
        ) : null}
        <ScrapToggle kind="resume" id={resume.id} title={resume.title} />
      </div>
    </li>
  );
}
