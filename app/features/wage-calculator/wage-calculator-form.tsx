import { type FormEvent, useState } from 'react';
import { wageBreakdown } from '#contracts/hourly-pay';
import { PlainSubmit } from '~/forms/plain-fields';
import { formatWon } from '~/utils/format';
import classes from './wage-calculator.module.css';
import { readWageValues, WAGE_FIELDS, type WageField, type WageValues } from './wage-calculator';

const LABELS: Record<WageField, { label: string; unit: string; help?: string }> = {
  wage: { label: '시급', unit: '원' },
  hours: { label: '하루 근무시간', unit: '시간', help: '휴게시간을 뺀 실제 일하는 시간' },
  days: { label: '주 근무일', unit: '일' },
  night: { label: '하루 중 야간 근무시간', unit: '시간', help: '22시~06시에 일하는 시간' },
};

const hoursText = (hours: number) => `${Math.round(hours * 100) / 100}시간`;

/**
 * 급여 계산기: a GET form whose result the server draws from the URL, so it works without
 * JavaScript; with it, the result follows each keystroke through the same reading and sum.
 */
export function WageCalculatorForm({
  initial,
  year,
  minimumWage,
}: {
  initial: WageValues;
  year: number;
  minimumWage: number;
}) {
  const [values, setValues] = useState(initial);
  const { calculation, errors } = readWageValues(values);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const text = (name: WageField) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    setValues(Object.fromEntries(WAGE_FIELDS.map((name) => [name, text(name)])) as WageValues);
  };
  const sum = calculation ? wageBreakdown(calculation) : null;
  return (
    <>
      <form method="get" aria-label="급여 계산" className={classes.form} onChange={onChange} noValidate>
        {WAGE_FIELDS.map((name) => {
          const { label, unit, help } = LABELS[name];
          const error = errors[name];
          return (
            <div className="native-field" key={name}>
              <label htmlFor={`wage-${name}`} className="native-field-label">
                {label} ({unit})
              </label>
              {help ? (
                <p id={`wage-${name}-help`} className="native-field-description">
                  {help}
                </p>
              ) : null}
              <input
                id={`wage-${name}`}
                name={name}
                type="text"
                inputMode="decimal"
                defaultValue={initial[name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={
                  [error ? `wage-${name}-error` : null, help ? `wage-${name}-help` : null].filter(Boolean).join(' ') ||
                  undefined
                }
              />
              {error ? (
                <p id={`wage-${name}-error`} className="field-error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <PlainSubmit>계산하기</PlainSubmit>
      </form>

      <section aria-labelledby="wage-result" aria-live="polite" className={classes.result}>
        <h2 id="wage-result">계산 결과</h2>
        {sum && calculation ? (
          <>
            <dl className={classes.totals}>
              <dt>주급</dt>
              <dd>{formatWon(sum.weeklyTotal)}</dd>
              <dt>월급 (월 {sum.monthlyHours}시간 기준)</dt>
              <dd>{formatWon(sum.monthlyTotal)}</dd>
            </dl>
            <table className={classes.breakdown}>
              <caption>한 주의 내역</caption>
              <tbody>
                <tr>
                  <th scope="row">기본급 ({hoursText(sum.weeklyHours)})</th>
                  <td>{formatWon(sum.weeklyBase)}</td>
                </tr>
                <tr>
                  <th scope="row">주휴수당 ({hoursText(sum.holidayHours)})</th>
                  <td>{formatWon(sum.weeklyHolidayPay)}</td>
                </tr>
                <tr>
                  <th scope="row">야간근로수당 (야간 시간 × 0.5배)</th>
                  <td>{formatWon(sum.weeklyNightPremium)}</td>
                </tr>
              </tbody>
            </table>
            <ul className={classes.notes}>
              <li>
                {sum.weeklyHours < 15
                  ? '주 15시간 미만이라 주휴수당이 없어요.'
                  : '주 15시간 이상 일하면 주휴수당을 받아요 (주 소정근로시간 ÷ 40 × 8시간, 최대 8시간).'}
              </li>
              {sum.weeklyNightPremium ? (
                <li>
                  야간근로수당은 상시 5명 이상 일하는 사업장에서 받아요. 4명 이하 사업장이면 월급은{' '}
                  {formatWon(sum.monthlyWithoutNight)}이에요.
                </li>
              ) : null}
              <li>
                <MinimumWageLine wage={calculation.hourlyWage} year={year} minimumWage={minimumWage} />
              </li>
            </ul>
          </>
        ) : (
          <p>입력한 값을 확인해주세요.</p>
        )}
      </section>
    </>
  );
}

function MinimumWageLine({ wage, year, minimumWage }: { wage: number; year: number; minimumWage: number }) {
  const minimum = `${year}년 최저임금 시급 ${formatWon(minimumWage)}`;
  if (wage < minimumWage) {
    return (
      <strong className="field-error">
        {minimum}보다 {formatWon(minimumWage - wage)} 적어요. 최저임금보다 적게 주는 것은 법 위반이에요.
      </strong>
    );
  }
  const percent = (Math.round(((wage - minimumWage) / minimumWage) * 1000) / 10).toFixed(1);
  return <>{wage === minimumWage ? `${minimum}과 같아요.` : `${minimum}보다 ${percent}% 많아요.`}</>;
}
