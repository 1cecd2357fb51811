import type { PortfolioItem } from '#contracts/portfolio';
import { fullSizeSrc, Picture } from '~/features/pictures/picture';
import classes from './portfolio.module.css';
import { TechniqueChips } from './technique-chips';

/** A bake's column: 85% of the page's column on a phone (the next one peeks out), at most 320 px. */
const GALLERY_SIZES = '(min-width: 503px) 320px, calc(85vw - 27px)';

/**
 * A resume's bakes in a row that scrolls sideways, like a posting's photos, each with its caption
 * and technique chips and opening its full size. Every picture is lazy: the portfolio is below the
 * resume's first screen. A photo an operator hid is shown to its owner as a note with the reason.
 */
export function PortfolioGallery({ items }: { items: readonly (PortfolioItem & { hiddenReason?: string | null })[] }) {
  return (
    <ul className={classes.gallery}>
      {items.map((item) => (
        <li key={item.image.id}>
          <figure>
            {item.hiddenReason != null ? (
              <p className={classes.hidden}>운영자가 숨긴 사진입니다. 사유: {item.hiddenReason}</p>
            ) : null}
            <a href={fullSizeSrc(item.image, 'portfolio')}>
              <Picture image={item.image} purpose="portfolio" alt={item.caption} sizes={GALLERY_SIZES} />
            </a>
            <figcaption>
              <p className="text small">{item.caption}</p>
              <TechniqueChips techniques={item.techniques} other={item.otherTechnique} label="보여주는 기술" />
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
