import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { PaymentChoice, paymentChoiceTitle } from '~/features/payments/payment-choice';
import { pageMeta } from '~/utils/meta';
import { loadPaymentChoice, placePeriodOrder } from '~/features/payments/payment-choice.server';

export const meta: MetaFunction = () => [
  ...pageMeta(paymentChoiceTitle('resume')),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await loadPaymentChoice(request, 'resume'));
}

export async function action({ request }: ActionFunctionArgs) {
  return placePeriodOrder(request, 'resume');
}

export default function ResumePayment() {
  return (
    <PaymentChoice kind="resume" {...useLoaderData<typeof loader>()} lastResult={useActionData<typeof action>()} />
  );
}
