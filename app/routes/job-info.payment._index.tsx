import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { PaymentChoice, paymentChoiceTitle } from '~/features/payments/payment-choice';
import { pageMeta } from '~/utils/meta';
import { loadPaymentChoice, placePeriodOrder } from '~/features/payments/payment-choice.server';

export const meta: MetaFunction = () => [
  ...pageMeta(paymentChoiceTitle('posting')),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await loadPaymentChoice(request, 'posting'));
}

export async function action({ request }: ActionFunctionArgs) {
  return placePeriodOrder(request, 'posting');
}

export default function JobInfoPayment() {
  return (
    <PaymentChoice kind="posting" {...useLoaderData<typeof loader>()} lastResult={useActionData<typeof action>()} />
  );
}
