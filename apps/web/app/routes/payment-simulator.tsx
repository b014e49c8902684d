import {
  PaymentSimulator,
  type SimulatedPreference,
} from '../components/checkout/payment-simulator';
import { pageTitle } from '../lib/shop';
import type { Route } from './+types/payment-simulator';

export async function loader({ context, params }: Route.LoaderArgs) {
  const response = await context.api(
    `/api/payment-simulator/${encodeURIComponent(params.preferenceId)}`,
  );
  // An id the API refuses (longer than any it hands out) names no preference either.
  if (response.status === 404 || response.status === 400) return { preference: null };
  if (response.status !== 200) {
    throw new Error(`GET /api/payment-simulator answered ${response.status}`);
  }
  return { preference: (await response.json()) as SimulatedPreference };
}

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Simulador de pagos') },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function PaymentSimulatorRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentSimulator preference={loaderData.preference} />;
}
