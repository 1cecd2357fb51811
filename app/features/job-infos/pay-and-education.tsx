import type { FieldMetadata } from '@conform-to/react';
import { PAY_TYPES } from '#contracts/enumerations';
import type { PaidPayType } from '#contracts/wage-floor';
import { formatWon } from '~/utils/format';
import type { WageFloor } from '~/features/job-infos/job-info-fields';
import { useHydrated } from '~/utils/use-hydrated';
import { SelectField, TextField } from '~/forms/form-controls';

const isPaid = (payType: unknown): payType is PaidPayType =>
  typeof payType === 'string' && payType in PAY_TYPES && payType !== 'negotiable';

/**
 * 급여형태 and the amount: what a posting pays, or what a resume hopes for (`wish`). With JavaScript
 * the amount is disabled for 면접 후 결정, which sends none. A posting says this year's minimum
 * wage for the chosen kind (`wageFloor`) before the api has to refuse an amount below it.
 */
export function PayFields({
  payType,
  payAmount,
  wish = false,
  wageFloor,
}: {
  payType: FieldMetadata<string | undefined>;
  payAmount: FieldMetadata<number | undefined>;
  wish?: boolean;
  wageFloor?: WageFloor;
}) {
  const hydrated = useHydrated();
  const chosen = payType.value;
  const prefix = wish ? '희망 ' : '';
  return (
    <>
      <SelectField field={payType} label={`${prefix}급여형태`} table={PAY_TYPES} />
      <TextField
        field={payAmount}
        label={`${prefix}급여 (원)`}
        inputMode="numeric"
        maxLength={15}
        placeholder={wageFloor ? '예: 10320' : undefined}
        description={
          wageFloor && isPaid(chosen)
            ? `${wageFloor.year}년 최저임금: ${PAY_TYPES[chosen]} ${formatWon(wageFloor[chosen])}`
            : '면접 후 결정이면 비워두세요.'
        }
        disabled={hydrated && chosen === 'negotiable'}
      />
    </>
  );
}

/** 학력: a posting's requirement or a resume's own, each from its label table. */
export function EducationSelect({
  field,
  table,
}: {
  field: FieldMetadata<string | undefined>;
  table: Readonly<Record<string, string>>;
}) {
  return <SelectField field={field} label="학력" table={table} />;
}
