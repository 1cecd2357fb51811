import { useLocation, useNavigate } from '@remix-run/react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { isSigungu, REGIONS } from '#contracts/regions';
import classes from './listing.module.css';

/**
 * A list's filter form: a plain GET form, so the filters land in the URL under the api's names
 * with or without JavaScript. With JavaScript the empty fields are left out of the URL.
 */
export function FilterForm({ label, children }: { label: string; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
    }
    const query = params.toString();
    navigate(query ? `${pathname}?${query}` : pathname);
  }
  return (
    <form method="get" className={classes.filters} aria-label={label} onSubmit={submit}>
      {children}
    </form>
  );
}

/**
 * 시·도 and 시·군·구. Without JavaScript every 시·군·구 is offered, grouped by 시·도; with it only
 * those of the chosen 시·도.
 */
export function RegionSelects({ sido: initialSido, sigungu: initialSigungu }: { sido: string; sigungu: string }) {
  const [sido, setSido] = useState(initialSido);
  const [sigungu, setSigungu] = useState(initialSigungu);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const id = useId();
  const groups = hydrated ? REGIONS.filter((region) => region.sido === sido) : REGIONS;
  return (
    <div className={classes.filterRow}>
      <div className={classes.field}>
        <label htmlFor={`${id}-sido`}>시·도</label>
        <select
          id={`${id}-sido`}
          name="sido"
          value={sido}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setSido(next);
            if (!isSigungu(next, sigungu)) setSigungu('');
          }}
        >
          <option value="">전국</option>
          {REGIONS.map((region) => (
            <option key={region.sido} value={region.sido}>
              {region.sido}
            </option>
          ))}
        </select>
      </div>
      <div className={classes.field}>
        <label htmlFor={`${id}-sigungu`}>시·군·구</label>
        <select
          id={`${id}-sigungu`}
          name="sigungu"
          value={sigungu}
          disabled={hydrated && !sido}
          onChange={(event) => setSigungu(event.currentTarget.value)}
        >
          <option value="">전체</option>
          {groups.map((region) => (
            <optgroup key={region.sido} label={region.sido}>
              {region.sigungu.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
    </div>
  );
}

/** Several codes of one filter, sent as repeated parameters (`?position=baker&position=barista`). */
export function CheckboxGroup({
  legend,
  name,
  options,
  checked,
}: {
  legend: string;
  name: string;
  options: Record<string, string>;
  checked: string[];
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className={classes.checks}>
        {Object.entries(options).map(([code, label]) => (
          <label key={code}>
            <input type="checkbox" name={name} value={code} defaultChecked={checked.includes(code)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One choice of a filter, `전체` meaning no filter. */
export function FilterSelect({
  label,
  name,
  options,
  value,
}: {
  label: string;
  name: string;
  options: Record<string, string>;
  value: string;
}) {
  const id = useId();
  return (
    <div className={classes.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="">전체</option>
        {Object.entries(options).map(([code, text]) => (
          <option key={code} value={code}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
