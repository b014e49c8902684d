import { metaDescription } from '../components/product/product-seo';
import { loadPromotionPage } from '../components/promotion/load-promotion';
import { PromotionView } from '../components/promotion/promotion-view';
import { canonicalUrl } from '../lib/shop-settings';
import { pageTitle } from '../lib/shop';
import { sharedPageHeaders } from '../lib/shared-page';
import type { Route } from './+types/promotion';

export const headers = sharedPageHeaders;

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await loadPromotionPage(context.api, params.slug);
  return {
    ...page,
    canonical: canonicalUrl(context.publicUrl, `/promocion/${page.promotion.slug}`),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: pageTitle('Promoción') }];
  const { promotion, canonical } = loaderData;
  const title = pageTitle(promotion.title);
  const description = metaDescription(
    promotion.description || `Promoción ${promotion.type} en la Tienda deportiva.`,
  );
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
  ];
};

export default function PromotionPage({ loaderData }: Route.ComponentProps) {
  const { promotion, candidates, giftCandidates, covered } = loaderData;
  // A new key per promotion: moving to another one starts a fresh bundle.
  return (
    <PromotionView
      key={promotion.id}
      promotion={promotion}
      candidates={candidates}
      giftCandidates={giftCandidates}
      covered={covered}
    />
  );
}
