import type { ReactNode } from 'react';
import { FieldLabel } from './field-label';

/*
 * Form fields as plain HTML elements, styled by app.css to look like Mantine's inputs. The forms
 * on a public posting page (apply, report) use them: a visitor's first download then carries no
 * input library, and the fields work the same with JavaScript off.
 */

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

export function SelectField({
  id,
  label,
  required,
  error,
  name,
  options,
}: FieldProps & { name: string; options: { value: string; label: string }[] }) {
  return (
    <div className="native-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextareaField({
  id,
  label,
  required,
  error,
  ...textarea
}: FieldProps & { name: string; rows?: number; maxLength?: number }) {
  return (
    <div className="native-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** One required choice among a few, each with a line of detail under its label. */
export function RadioField({
  id,
  label,
  error,
  name,
  options,
  defaultValue,
}: FieldProps & {
  name: string;
  defaultValue: string;
  options: { value: string; label: string; detail?: ReactNode }[];
}) {
  return (
    <fieldset
      className="native-field native-radios"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="native-field-label">
        {label}
        <span className="native-field-required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {options.map((option) => (
        <label key={option.value} className="native-radio">
          <input
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={option.value === defaultValue}
            required
          />
          <span>
            {option.label}
            {option.detail ? <span className="native-radio-detail">{option.detail}</span> : null}
          </span>
        </label>
      ))}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
