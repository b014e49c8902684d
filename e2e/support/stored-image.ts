/**
 * The address of an image the shop really stores (a demo product's first picture). Products a
 * journey creates use it, so every later journey that lists them loads no missing picture.
 */
export async function storedImageUrl(shop: string): Promise<string> {
  const answer = await fetch(`${shop}/api/products?page=1&limit=1&category=Botines`);
  const { items } = (await answer.json()) as { items: { variants: { imgUrl: string[] }[] }[] };
  const url = items[0]?.variants[0]?.imgUrl[0];
  if (!url) throw new Error('the demo catalogue has no picture to reuse');
  return url;
}
