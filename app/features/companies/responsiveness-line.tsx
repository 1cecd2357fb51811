import type { Responsiveness } from '#contracts/company';
import { responsivenessText } from '~/features/companies/responsiveness';

/** How the company answers its applicants, as one quiet line of text (public, cached pages: no script). */
export function ResponsivenessLine({ responsiveness }: { responsiveness: Responsiveness }) {
  const text = responsivenessText(responsiveness);
  if (!text) return null;
  return <p className="text small dimmed">{text}</p>;
}
