import type { JobQueue } from '../jobs/queue.js';
import type { OrderService } from '../orders/service.js';
import type { PaymentGateway } from './gateway.js';
import type { PaymentRepo } from './repo.js';

/** What the payment service is built with; each of its parts takes the few it needs. */
export type PaymentDeps = {
  orders: OrderService;
  gateway: PaymentGateway;
  repo: PaymentRepo;
  queue: JobQueue;
  webhookSecret: string;
  publicUrl: string;
  log?: { warn: (obj: object, msg: string) => void };
  /** A notice refused for its signature (counted: several in an hour raise an alert). */
  onRefusedNotice?: () => Promise<void>;
};
