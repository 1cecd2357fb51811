import type { ReactNode } from 'react';
import type { JobInfoPhoto } from '#contracts/image';
import classes from '~/features/listing/listing.module.css';
import { fullSizeSrc, Picture } from '~/features/pictures/picture';

/** A headed part of a posting or resume page. */
export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section className={classes.detailSection} id={id}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** Term–value rows; the empty ones are left out, and `empty` says so when none is left. */
export function Facts({ rows, empty }: { rows: [string, ReactNode][]; empty?: string }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (!shown.length) return empty ? <p className="text dimmed">{empty}</p> : null;
  return (
    <dl className={classes.facts}>
      {shown.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A gallery column's width: 85% of the page's column (the next photo peeks out to say the row
 * scrolls), at most 400 px; the column is the viewport less the page's 16 px sides on a phone.
 */
const GALLERY_SIZES = '(min-width: 503px) 400px, calc(85vw - 27px)';

/**
 * A posting's photos in a row that scrolls sideways and snaps to each photo, without JavaScript;
 * each opens its full size. The first is the page's lead picture, the rest load as they near.
 */
export function PhotoGallery({ photos }: { photos: JobInfoPhoto[] }) {
  return (
    <ul className={classes.gallery}>
      {photos.map((photo, i) => (
        <li key={photo.id}>
          <a href={fullSizeSrc(photo, 'job-info-photo')}>
            <Picture image={photo} purpose="job-info-photo" alt={photo.alt} sizes={GALLERY_SIZES} priority={i === 0} />
          </a>
        </li>
      ))}
    </ul>
  );
}
