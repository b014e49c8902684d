import type { NewOrderEvent, Settings } from '@shop/domain';
import type { DbExecutor } from '../../db/client.js';
import type { NewJob } from '../jobs/enqueue.js';
import type { OrderRepo } from './repo.js';
import type { OrderRow } from './rows.js';

/** What effects read of the order: a new order's row, before it is inserted, has as much. */
export type EffectOrder = Pick<OrderRow, 'id' | 'email' | 'shipmentImportedAt'>;

/**
 * What an order event causes elsewhere (e-mails…), as jobs queued with the event. `reached`: the
 * statuses the order was moved into before this event.
 */
export type OrderEffect = (
  event: NewOrderEvent,
  order: EffectOrder,
  settings: Settings,
  reached: ReadonlySet<string>,
) => NewJob[];

/**
 * The order's history: every change appends its event in the change's own transaction, and the
 * effects the event asks for are queued as jobs in that same transaction, so neither exists
 * without the change. Nothing here calls the modules the effects belong to.
 */
export function createOrderHistory(repo: OrderRepo, effects: readonly OrderEffect[]) {
  const jobsOf = (
    event: NewOrderEvent,
    order: EffectOrder,
    settings: Settings,
    reached: ReadonlySet<string>,
  ) => effects.flatMap((effect) => effect(event, order, settings, reached));

  return {
    /** The jobs a new order's first event causes, placed with it (`OrderRepo.place`). */
    jobsOfCreation: (event: NewOrderEvent<'created'>, order: EffectOrder, settings: Settings) =>
      jobsOf(event, order, settings, new Set()),

    /** `settings` are read before the transaction: nothing here queries outside it. */
    async record(
      tx: DbExecutor,
      order: OrderRow,
      event: NewOrderEvent,
      settings: Settings,
    ): Promise<void> {
      const reached =
        event.type === 'status_changed'
          ? await repo.statusesReached(tx, order.id)
          : new Set<string>();
      await repo.appendEvent(tx, order.id, event, jobsOf(event, order, settings, reached));
    },
  };
}

export type OrderHistory = ReturnType<typeof createOrderHistory>;
