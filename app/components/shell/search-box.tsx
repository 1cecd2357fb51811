import { Form } from '@remix-run/react';
import { useState } from 'react';

/**
 * The header search. A non-empty term opens /search?search=…; a blank one is ignored (with JS it
 * is never sent; without JS the server sends the user back). The field is cleared after submit.
 */
export function SearchBox({ id }: { id: string }) {
  const [value, setValue] = useState('');
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="search-box"
      onSubmit={(event) => {
        if (!value.trim()) event.preventDefault();
        else setTimeout(() => setValue(''), 0);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        검색어
      </label>
      <input
        id={id}
        name="search"
        type="search"
        placeholder="공고, 인재 검색"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={50}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <button type="submit" aria-label="검색">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.42 1.4-5.39-5.38A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z"
          />
        </svg>
      </button>
    </Form>
  );
}
