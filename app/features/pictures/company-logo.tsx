import type { CSSProperties } from 'react';
import type { Image } from '#contracts/image';
import classes from '~/features/listing/listing.module.css';
import { Picture } from './picture';

/** The letter a company without a logo is shown by: its name's first, past a (주) or 주식회사. */
export function initialOf(name: string): string {
  const bare = name.replace(/^\s*(\(주\)|㈜|주식회사|\(유\)|유한회사)\s*/, '');
  return bare.match(/[\p{L}\p{N}]/u)?.[0]?.toUpperCase() ?? '?';
}

/**
 * A company's logo as a small square thumbnail (`size` CSS px: the 96 and 192 px logo variants
 * serve it), or its first letter in a circle while it has none. Lazy unless it is the page's lead
 * picture (`priority`, on the company's own page).
 */
export function CompanyLogo({
  company,
  size,
  priority = false,
}: {
  company: { name: string; logo: Image | null };
  size: number;
  priority?: boolean;
}) {
  return (
    <span className={classes.logoBox} style={{ '--logo-size': `${size}px` } as CSSProperties}>
      {company.logo ? (
        <Picture
          image={company.logo}
          purpose="logo"
          alt={`${company.name} 로고`}
          sizes={`${size}px`}
          priority={priority}
          className={classes.logo}
        />
      ) : (
        <span className={classes.logoLetter} aria-hidden="true">
          {initialOf(company.name)}
        </span>
      )}
    </span>
  );
}
