import type { EmploymentType, PayType } from '#contracts/enumerations';
import { type Image, imagePath, type ImagePurpose, imageWidths } from '#contracts/image';
import type { JobInfo } from '#contracts/job-info';
import { sidoName } from '#contracts/regions';
import { SITE_NAME } from '~/utils/meta';

/*
 * A posting's schema.org JobPosting, built with the page's data on the server: the 시·도 names it
 * needs stay out of the browser's bundle.
 */

const SCHEMA_EMPLOYMENT: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  contract: 'CONTRACTOR',
  part_time: 'PART_TIME',
  temporary: 'TEMPORARY',
  intern: 'INTERN',
};
const SCHEMA_PAY_UNIT: Record<Exclude<PayType, 'negotiable'>, string> = {
  hourly: 'HOUR',
  daily: 'DAY',
  monthly: 'MONTH',
  yearly: 'YEAR',
};

/** The last day the posting can be applied to: its deadline, or the end of its paid period if sooner. */
function lastDay(jobInfo: JobInfo): string | null {
  const days = [jobInfo.alwaysOpen ? null : jobInfo.deadline, jobInfo.publishedUntil].filter(
    (day): day is string => !!day,
  );
  return days.length ? days.sort()[0]! : null;
}

/**
 * A picture's JPEG, absolute, at the first of its widths that is at least `atLeast` px (or its own
 * when smaller): large enough for a search result, no larger than it needs.
 */
function jpegUrl(image: Image, purpose: ImagePurpose, atLeast: number, base: string): string {
  const widths = imageWidths(image, purpose);
  return new URL(imagePath(image.key, widths.find((width) => width >= atLeast) ?? widths.at(-1)!, 'jpeg'), base).href;
}

/**
 * schema.org JobPosting, for search engines' job listings, with every property Google requires
 * (title, description, datePosted, hiringOrganization, jobLocation, and validThrough for a posting
 * that ends) and recommends (baseSalary, employmentType, directApply, identifier) that the
 * posting has. `canonical` is the page's absolute address; pictures are made absolute on it.
 */
export function jobPostingJsonLd(jobInfo: JobInfo, canonical: string): string {
  const until = lastDay(jobInfo);
  const paid = jobInfo.payType && jobInfo.payType !== 'negotiable' && jobInfo.payAmount !== null;
  const { company } = jobInfo;
  return scriptJson({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: jobInfo.title,
    description: jobInfo.description ?? jobInfo.title,
    url: canonical,
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: String(jobInfo.id) },
    datePosted: jobInfo.createdAt,
    ...(until ? { validThrough: `${until}T23:59:59+09:00` } : {}),
    ...(jobInfo.employmentType ? { employmentType: SCHEMA_EMPLOYMENT[jobInfo.employmentType] } : {}),
    // Job seekers apply on the posting's own page, with a resume kept here.
    directApply: true,
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      ...(company.logo ? { logo: jpegUrl(company.logo, 'logo', 192, canonical) } : {}),
    },
    ...(jobInfo.photos.length
      ? { image: jobInfo.photos.map((photo) => jpegUrl(photo, 'job-info-photo', 1200, canonical)) }
      : {}),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(jobInfo.sido ? { addressRegion: sidoName(jobInfo.sido) } : {}),
        ...(jobInfo.sigungu ? { addressLocality: jobInfo.sigungu } : {}),
        ...(jobInfo.addressDetail ? { streetAddress: jobInfo.addressDetail } : {}),
        addressCountry: 'KR',
      },
    },
    ...(paid
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'KRW',
            value: {
              '@type': 'QuantitativeValue',
              value: jobInfo.payAmount,
              unitText: SCHEMA_PAY_UNIT[jobInfo.payType as Exclude<PayType, 'negotiable'>],
            },
          },
        }
      : {}),
  });
}

/** JSON inside a script element: a `</script>` in the posting's text must not end the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
