import { bakeTechniqueLabel } from '#contracts/bake-techniques';
import classes from './portfolio.module.css';

/** A bake's or a posting's techniques as chips; 기타 reads as its words where there are some. */
export function TechniqueChips({
  techniques,
  other,
  label,
}: {
  techniques: readonly string[];
  other?: string | null;
  label?: string;
}) {
  if (!techniques.length) return null;
  return (
    <ul className={classes.chips} aria-label={label}>
      {techniques.map((code) => (
        <li key={code} className={classes.chip}>
          {code === 'other' && other ? `기타: ${other}` : bakeTechniqueLabel(code)}
        </li>
      ))}
    </ul>
  );
}

/** The wanted techniques an applicant's portfolio shows: `크루아상·라미네이션 ✓`. */
export function MatchedTechniques({ techniques }: { techniques: readonly string[] }) {
  if (!techniques.length) return null;
  return (
    <ul className={classes.chips} aria-label="포트폴리오에 있는 원하는 기술">
      {techniques.map((code) => (
        <li key={code} className={`${classes.chip} ${classes.matched}`}>
          {bakeTechniqueLabel(code)} ✓
        </li>
      ))}
    </ul>
  );
}
