import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { FieldLabel } from './field-label';
import type { InputHTMLAttributes, ReactNode } from 'react';

/*
 * Conform fields as plain HTML inputs, drawn like Mantine's by app.css (.native-field). The public
 * forms (로그인, 회원가입, 배너광고 문의) use them: Mantine's TextInput, PasswordInput and Checkbox
 * would cost a first visit more script than Conform itself, and the budgets do not let those pages grow.
 */

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'autoCapitalize' | 'inputMode' | 'maxLength' | 'placeholder'
>;

interface FieldProps<Schema> {
  field: FieldMetadata<Schema>;
  label: ReactNode;
  /** marked with an asterisk, as Mantine's withAsterisk does; the form's schema does the checking */
  required?: boolean;
}

function FieldDescription<Schema>({ field, description }: { field: FieldMetadata<Schema>; description?: ReactNode }) {
  return description ? (
    <p id={field.descriptionId} className="native-field-description">
      {description}
    </p>
  ) : null;
}

function FieldError<Schema>({ field }: { field: FieldMetadata<Schema> }) {
  return field.errors?.length ? (
    <p id={field.errorId} className="field-error">
      {field.errors[0]}
    </p>
  ) : null;
}

/** A text, email, phone or password field: its label, a line of help, what was typed, its Korean error. */
export function PlainTextField({
  field,
  label,
  description,
  required,
  type = 'text',
  ...attributes
}: FieldProps<string> & InputAttributes & { description?: ReactNode; type?: 'text' | 'email' | 'tel' | 'password' }) {
  // a password is never sent back into the page; the server's reply leaves it out too
  const props = getInputProps(field, {
    type,
    ariaDescribedBy: description ? field.descriptionId : undefined,
    value: type !== 'password',
  });
  return (
    <div className="native-field">
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      <FieldDescription field={field} description={description} />
      <input {...props} {...attributes} key={field.key} required={required} />
      <FieldError field={field} />
    </div>
  );
}

/** One choice of a list (`options` led by an empty one, as selectData makes it). */
export function PlainSelect({
  field,
  label,
  required,
  options,
}: FieldProps<string> & { options: { value: string; label: string }[] }) {
  return (
    <div className="native-field">
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      <select {...getSelectProps(field)} key={field.key} required={required}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  );
}

/** Longer text, with a line of help. */
export function PlainTextarea({
  field,
  label,
  description,
  required,
  rows,
  maxLength,
}: FieldProps<string> & { description?: ReactNode; rows?: number; maxLength?: number }) {
  const props = getTextareaProps(field, { ariaDescribedBy: description ? field.descriptionId : undefined });
  return (
    <div className="native-field">
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      <FieldDescription field={field} description={description} />
      <textarea {...props} key={field.key} required={required} rows={rows} maxLength={maxLength} />
      <FieldError field={field} />
    </div>
  );
}

/** A box to tick (an agreement), its label beside it and its error under it. */
export function PlainCheckbox({ field, label, required }: FieldProps<boolean | undefined>) {
  const props = getInputProps(field, { type: 'checkbox' });
  return (
    <div className="native-field">
      <label className="native-checkbox">
        <input {...props} key={field.key} required={required} />
        <span>{label}</span>
      </label>
      <FieldError field={field} />
    </div>
  );
}

/** The form's submit button, drawn like Mantine's filled Button (app.css .plain-button). */
export function PlainSubmit({ children, fullWidth = false }: { children: ReactNode; fullWidth?: boolean }) {
  return (
    <button type="submit" className={`plain-button mantine-focus-auto${fullWidth ? ' plain-button-full' : ''}`}>
      {children}
    </button>
  );
}
