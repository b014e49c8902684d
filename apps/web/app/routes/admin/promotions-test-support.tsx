import type { PromotionAnswer } from '@shop/domain';
import { render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import Promotions from './promotions';

/** Renders /promociones with the promotions `load` gives at each read. */
export function renderPromotions(load: () => PromotionAnswer[]) {
  const Stub = createRoutesStub([
    {
      path: '/promociones',
      Component: Promotions as never,
      loader: () => ({ promotions: load() }),
    },
  ]);
  return render(<Stub initialEntries={['/promociones']} />);
}
