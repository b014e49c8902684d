import { deliveryWindow, type DeliveredType } from '@shop/domain';
import { argentinaDay, formatWeekdayDate } from '../../lib/calendar';

/**
 * 'Llega entre el martes 24 de noviembre y el lunes 30 de noviembre': the domain's promise for
 * the delivery type (either, without one), from today in Argentina.
 */
export function deliveryText(now: Date, type?: DeliveredType): string {
  const { from, to } = deliveryWindow(argentinaDay(now), type);
  return `Llega entre el ${formatWeekdayDate(from)} y el ${formatWeekdayDate(to)}`;
}
