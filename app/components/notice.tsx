import type { ReactNode } from 'react';

/**
 * A message in a tinted box with a bold title (app.css .notice, as Mantine's light Alert draws it),
 * read out as an alert: plain elements, for the public pages that load no Mantine.
 */
export function Notice({ color, title, children }: { color: 'red' | 'teal'; title: string; children: ReactNode }) {
  return (
    <div role="alert" className={`notice notice-${color}`}>
      <strong className="notice-title">{title}</strong>
      <div>{children}</div>
    </div>
  );
}
