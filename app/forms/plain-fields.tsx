import type { InputHTMLAttributes, ReactNode } from 'react';

/*
 * Form fields as plain HTML elements, drawn like Mantine's inputs by app.css (.native-field); they
 * work the same with JavaScript off. Use them on the pages whose first download the budgets keep
 * small: the public Conform forms (로그인, 회원가입, 문의, 찾기, 배너광고 문의) pass their Conform field, and
 * the posting page's apply and report forms, which have no Conform, pass `plainField(…)`. The module
 * imports nothing of Conform, so those pages do not download it. The member and operator forms use
 * Mantine's fields instead: form-controls.tsx wired to Conform, or native-select.tsx and textarea.tsx
 * on their own.
 */

/** What a plain field reads of its field: Conform's field metadata has it, `plainField` makes it. */
export interface PlainFieldState {
  id: string;
  name: string;
  key?: string;
  errorId: string;
  descriptionId: string;
  errors?: string[];
  initialValue?: unknown;
}

/** A field of a form without Conform: its element's id, the name it posts, the server's error. */
export function plainField(id: string, name: string, error?: string): PlainFieldState {
  return { id, name, errorId: `${id}-error`, descriptionId: `${id}-description`, errors: error ? [error] : undefined };
}

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'autoCapitalize' | 'inputMode' | 'maxLength' | 'placeholder'
>;

interface FieldProps {
  field: PlainFieldState;
  label: ReactNode;
  /** marked with an asterisk, as Mantine's withAsterisk does; the form's schema does the checking */
  required?: boolean;
}

/** A plain field's label, its asterisk drawn as Mantine's withAsterisk does (app.css, .native-field-label). */
function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="native-field-label">
      {label}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

function RequiredMark() {
  return (
    <span className="native-field-required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

function FieldDescription({ field, description }: { field: PlainFieldState; description?: ReactNode }) {
  return description ? (
    <p id={field.descriptionId} className="native-field-description">
      {description}
    </p>
  ) : null;
}

function FieldError({ field }: { field: PlainFieldState }) {
  return field.errors?.length ? (
    <p id={field.errorId} className="field-error">
      {field.errors[0]}
    </p>
  ) : null;
}

/**
 * The element's id, name, stored value and what it is described by (its error first, then its line
 * of help), as Conform's getInputProps gives them. `defaultValue: false` leaves the value out.
 */
function controlProps(field: PlainFieldState, description?: ReactNode, defaultValue = true) {
  const invalid = Boolean(field.errors?.length);
  const describedBy = [invalid ? field.errorId : null, description ? field.descriptionId : null].filter(Boolean);
  return {
    id: field.id,
    name: field.name,
    defaultValue: defaultValue && typeof field.initialValue === 'string' ? field.initialValue : undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
  };
}

/** A text, email, phone, password, date or time field: its label, a line of help, what was typed, its Korean error. */
export function PlainTextField({
  field,
  label,
  description,
  required,
  type = 'text',
  ...attributes
}: FieldProps &
  InputAttributes & { description?: ReactNode; type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'time' }) {
  // a password is never sent back into the page; the server's reply leaves it out too
  const props = controlProps(field, description, type !== 'password');
  return (
    <div className="native-field">
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      <FieldDescription field={field} description={description} />
      <input {...props} {...attributes} type={type} key={field.key} required={required} />
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
}: FieldProps & { options: { value: string; label: string }[] }) {
  return (
    <div className="native-field">
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      <select {...controlProps(field)} key={field.key} required={required}>
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
}: FieldProps & { description?: ReactNode; rows?: number; maxLength?: number }) {
  return (
    <div className="native-field">
      <FieldLabel htmlFor={field.id} label={label} required={required} />
      <FieldDescription field={field} description={description} />
      <textarea
        {...controlProps(field, description)}
        key={field.key}
        required={required}
        rows={rows}
        maxLength={maxLength}
      />
      <FieldError field={field} />
    </div>
  );
}

/** One required choice among a few, each with a line of detail under its label. */
export function PlainRadios({
  field,
  label,
  options,
  defaultValue,
}: Omit<FieldProps, 'required'> & {
  defaultValue: string;
  options: { value: string; label: string; detail?: ReactNode }[];
}) {
  const { 'aria-invalid': invalid, 'aria-describedby': describedBy } = controlProps(field);
  return (
    <fieldset className="native-field native-radios" aria-invalid={invalid} aria-describedby={describedBy}>
      <legend className="native-field-label">
        {label}
        <RequiredMark />
      </legend>
      {options.map((option) => (
        <label key={option.value} className="native-radio">
          <input
            type="radio"
            name={field.name}
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
      <FieldError field={field} />
    </fieldset>
  );
}

/** A box to tick (an agreement), its label beside it and its error under it. */
export function PlainCheckbox({ field, label, required }: FieldProps) {
  const { defaultValue: _text, ...props } = controlProps(field);
  return (
    <div className="native-field">
      <label className="native-checkbox">
        <input
          {...props}
          type="checkbox"
          value="on"
          defaultChecked={field.initialValue === 'on'}
          key={field.key}
          required={required}
        />
        <span>{label}</span>
      </label>
      <FieldError field={field} />
    </div>
  );
}

/** The form's submit button, drawn like Mantine's filled Button (app.css .plain-button). */
export function PlainSubmit({ children, fullWidth = false }: { children: ReactNode; fullWidth?: boolean }) {
  return (
    <button type="submit" className={`plain-button${fullWidth ? ' plain-button-full' : ''}`}>
      {children}
    </button>
  );
}
