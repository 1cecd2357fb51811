import type { ReactNode } from 'react';

/** A plain field's label, its asterisk drawn as Mantine's withAsterisk does (app.css, .native-field-label). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="native-field-label">
      {label}
      {required ? (
        <span className="native-field-required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}
