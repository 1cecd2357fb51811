import type { ReactNode } from 'react';
import type { Resume } from '#contracts/resume';
import { RESUME_EDUCATION } from '#contracts/enumerations';
import {
  careerMonthsText,
  certificateName,
  employmentTypeLabel,
  payText,
  positionLabel,
  regionText,
} from '~/utils/labels';
import { Facts, Section } from '~/features/job-infos/detail-sections';
import classes from '~/features/listing/listing.module.css';
import { Picture } from '~/features/pictures/picture';
import { PortfolioGallery } from '~/features/portfolio/portfolio-gallery';

/** 2023.04 from the stored 2023-04. */
const month = (value: string) => value.replace('-', '.');

/**
 * Name, birth year, phone and e-mail of a resume the reader may see in full, beside its photo: the
 * api answers the photo only where it answers the contacts (blind hiring on the masked resume).
 */
export function ResumeContacts({ resume }: { resume: Resume }) {
  const facts = (
    <Facts
      empty="입력된 연락처가 없습니다."
      rows={[
        ['이름', resume.name],
        ['출생연도', resume.birthYear ? `${resume.birthYear}년` : null],
        [
          '연락처',
          resume.phone ? (
            <a href={`tel:${resume.phone.replace(/[^0-9+]/g, '')}`} className="link">
              {resume.phone}
            </a>
          ) : null,
        ],
        [
          '이메일',
          resume.email ? (
            <a href={`mailto:${resume.email}`} className="link">
              {resume.email}
            </a>
          ) : null,
        ],
      ]}
    />
  );
  if (!resume.photo) return facts;
  return (
    <div className={classes.withPhoto}>
      <Picture
        image={resume.photo}
        purpose="resume-photo"
        alt={resume.name ? `${resume.name} 사진` : '이력서 사진'}
        sizes="96px"
        className={classes.resumePhoto}
      />
      {facts}
    </div>
  );
}

/** The heading facts of a resume: name (or 김○○), age band, career. */
export function ResumeByline({ resume, children }: { resume: Resume; children?: ReactNode }) {
  return (
    <>
      {resume.name ? <p className="text strong">{resume.name}</p> : null}
      {resume.ageBand ? <p className="text dimmed">{resume.ageBand}</p> : null}
      <span className="badge">{careerMonthsText(resume.careerMonths)}</span>
      {children}
    </>
  );
}

/**
 * A resume's sections, the same on the public page and in an application; `contacts` is what the
 * 연락처 section shows to this reader.
 */
export function ResumeSections({ resume, contacts }: { resume: Resume; contacts: ReactNode }) {
  const education = resume.education
    ? ((RESUME_EDUCATION as Record<string, string>)[resume.education] ?? resume.education)
    : null;
  return (
    <>
      <Section title="연락처">{contacts}</Section>

      <Section title="희망 근무 조건">
        <Facts
          empty="입력된 정보가 없습니다."
          rows={[
            ['희망 지역', resume.regions.map((region) => regionText(region.sido, region.sigungu)).join(', ')],
            ['희망 직종', resume.positions.map(positionLabel).join(', ')],
            ['희망 고용형태', resume.employmentType ? employmentTypeLabel(resume.employmentType) : null],
            ['희망 급여', payText(resume.payType, resume.payAmount)],
          ]}
        />
      </Section>

      {resume.portfolio.length ? (
        <Section title="포트폴리오" id="portfolio">
          <PortfolioGallery items={resume.portfolio} />
        </Section>
      ) : null}

      <Section title="학력">
        <p className="text">{education ?? '입력된 학력이 없습니다.'}</p>
      </Section>

      <Section title="경력">
        {resume.careers.length ? (
          <ol className={`stack ${classes.plainList}`}>
            {resume.careers.map((career, i) => (
              <li key={`${career.bakery}-${career.from}-${i}`}>
                <p className="text strong">
                  {career.bakery}
                  {career.role ? ` · ${career.role}` : ''}
                </p>
                <p className="text small dimmed">
                  {month(career.from)} ~ {career.to ? month(career.to) : '재직 중'}
                </p>
                {career.duties ? <p className={classes.prose}>{career.duties}</p> : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text">신입</p>
        )}
      </Section>

      <Section title="자격증">
        {resume.certificates.length ? (
          <ul className={classes.tags}>
            {resume.certificates.map((certificate) => (
              <li key={certificate.name}>
                <span className="badge badge-tag">
                  {certificateName(certificate.name)}
                  {certificate.acquiredOn ? ` (${month(certificate.acquiredOn)})` : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text dimmed">등록된 자격증이 없습니다.</p>
        )}
      </Section>

      <Section title="자기소개">
        <p className={classes.prose}>{resume.introduction ?? '입력된 자기소개가 없습니다.'}</p>
      </Section>
    </>
  );
}
