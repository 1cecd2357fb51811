import { Text } from '@mantine/core/esm/components/Text/Text';
import type { ReactNode } from 'react';
import classes from './listing.module.css';

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
  if (!shown.length) return empty ? <Text c="dimmed">{empty}</Text> : null;
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
