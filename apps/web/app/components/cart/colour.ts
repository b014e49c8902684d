/**
 * The colour a cart line shows: the variant the shopper chose ('Naranja'), or the product's
 * colour field when the variant has no name. The product's field names every colour it comes
 * in ('Azul/Naranja'), so it cannot tell which one is in the cart.
 */
export const colourOf = (line: { color: string; variant: { variant: string } }) =>
  line.variant.variant.trim() || line.color;
