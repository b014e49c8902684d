/** The colour a cart line shows: the product's, or else its variant's name ('Rojo/Blanco'). */
export const colourOf = (line: { color: string; variant: { variant: string } }) =>
  line.color || line.variant.variant;
