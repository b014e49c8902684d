/** The order detail tests' shared order, catalogue product and clicks. */
import type { AdminOrderAnswer, ProductAnswer } from '@shop/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { ORDER_LINE, TRANSFER_ORDER } from '../order-fixtures';
export const line = ORDER_LINE;
export const order: AdminOrderAnswer = { ...TRANSFER_ORDER, version: 3 };

/** The line's product as the catalogue has it: colour 1 in sizes 40 to 43. */
export const boot = {
  id: 'p1',
  productName: 'Botín Prueba',
  variants: [
    {
      id: 1,
      variant: 'Negro',
      imgUrl: [],
      sizes: [
        { size: '40', stock: 0, sold: 2 },
        { size: '41', stock: 1, sold: 1 },
        { size: '42', stock: 5, sold: 0 },
        { size: '43', stock: 2, sold: 0 },
      ],
    },
    { id: 2, variant: 'Blanco', imgUrl: [], sizes: [{ size: '44', stock: 9, sold: 0 }] },
  ],
} as unknown as ProductAnswer;

export const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
export const statusBox = () => screen.getByLabelText('Estado de la orden') as HTMLSelectElement;
