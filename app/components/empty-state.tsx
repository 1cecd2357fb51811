import { Link } from '@remix-run/react';

/**
 * A page with nothing to list yet: what it is for, and where to go instead. Plain elements with
 * app.css's classes (Stack, Title, Text and a light Button as the theme draws them): a member's
 * first pages render it on every visit.
 */
export function EmptyState({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action?: { label: string; to: string };
}) {
  return (
    <div className="stack">
      <h1 className="h2">{title}</h1>
      <div className="empty-state">
        <p className="text">{message}</p>
        {action ? (
          <Link to={action.to} className="plain-button plain-button-light mt-md">
            {action.label}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
