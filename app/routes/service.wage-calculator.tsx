import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { minimumWageFor } from '#contracts/wage-floor';
import { readWageValues, wageValuesOf } from '~/features/wage-calculator/wage-calculator';
import { WageCalculatorForm } from '~/features/wage-calculator/wage-calculator-form';
import { todayKst } from '~/utils/labels';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () =>
  pageMeta('급여 계산기', '시급으로 주급과 월급 계산: 주휴수당, 야간근로수당, 올해 최저임금 비교');

export function loader({ request }: LoaderFunctionArgs) {
  const year = Number(todayKst().slice(0, 4));
  const minimumWage = minimumWageFor(year).hourly;
  const values = wageValuesOf(new URL(request.url).searchParams, minimumWage);
  // what cannot be read is shown beside its field; the page says so with its status too
  const { calculation } = readWageValues(values);
  return json({ values, year, minimumWage }, { status: calculation ? 200 : 400 });
}

export default function WageCalculator() {
  const { values, year, minimumWage } = useLoaderData<typeof loader>();
  return (
    <section>
      <Title order={1} size="h2" mb={4}>
        급여 계산기
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        시급과 근무시간으로 주급과 월급을 계산해요. 주휴수당과 야간근로수당을 더하고, {year}년 최저임금과 비교해요.
      </Text>
      {/* a new query (the form sent without JavaScript, or a link) starts the form again from it */}
      <WageCalculatorForm
        key={new URLSearchParams(values).toString()}
        initial={values}
        year={year}
        minimumWage={minimumWage}
      />
    </section>
  );
}
