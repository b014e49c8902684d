import { freeShippingPromise, youTubeId } from '@shop/domain';
import { Benefits } from '../components/home/benefits';
import { Hero } from '../components/home/hero';
import { loadTwoForOne, pickHomeLists, pickRecommendations } from '../components/home/home-lists';
import styles from '../components/home/home.module.css';
import { ProductCarousel } from '../components/home/product-carousel';
import { PromoBanner } from '../components/home/promo-banner';
import { canonicalUrl, loadShopSettings } from '../lib/shop-settings';
import { VideoBlock } from '../components/content/video-block';
import { ProductCard } from '../components/product-card';
import { SavedCartCheck } from '../store/cart-reconciliation';
import { cardData, loadProductPage } from '../lib/products';
import { shopName } from '../lib/shop';
import { sharedPageHeaders } from '../lib/shared-page';
import { shopTermsOf, type ShopTerms } from '../lib/shop-terms';
import type { Route } from './+types/home';
import { ShopLink } from '../components/shop-link';

export const headers = sharedPageHeaders;

const TITLE = `${shopName} | Botines, camisetas y zapatillas`;
function homeDescription(terms: ShopTerms): string {
  return `Botines, camisetas, indumentaria y zapatillas Adidas, Nike y Puma. ${terms.transferDiscountPercent}% off pagando con transferencia, hasta 12 cuotas y envíos a todo el país. ${freeShippingPromise(terms)}.`;
}

export async function loader({ context }: Route.LoaderArgs) {
  const [newest, popular, twoForOne, settings] = await Promise.all([
    loadProductPage(
      context.api,
      new URLSearchParams({ page: '1', limit: '12', sort: 'novedades' }),
    ),
    loadProductPage(context.api, new URLSearchParams({ page: '1', limit: '60', sort: 'popular' })),
    loadTwoForOne(context.api),
    loadShopSettings(context.api),
  ]);
  const lists = pickHomeLists(popular.items);
  return {
    specialOffers: lists.specialOffers.map(cardData),
    bestSellers: lists.bestSellers.map(cardData),
    onSale: lists.onSale.map(cardData),
    recommendations: pickRecommendations(popular.items, newest.items).map(cardData),
    twoForOne,
    brandVideoId: youTubeId(settings.brandVideoYoutube),
    description: homeDescription(shopTermsOf(settings)),
    canonical: canonicalUrl(context.publicUrl, '/'),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: TITLE },
  ...(loaderData
    ? [
        { name: 'description', content: loaderData.description },
        { property: 'og:description', content: loaderData.description },
      ]
    : []),
  { property: 'og:title', content: TITLE },
  { property: 'og:type', content: 'website' },
  ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { specialOffers, bestSellers, onSale, recommendations, twoForOne, brandVideoId } =
    loaderData;
  return (
    <>
      {/* SPEC.md section 7: the home page, like the cart, checks the saved cart on open. */}
      <SavedCartCheck />
      <h1 className="visually-hidden">{shopName}</h1>
      <Hero />
      <Benefits />
      <ProductCarousel title="Ofertas Pre-temporada" products={specialOffers} />
      {twoForOne && <PromoBanner slug={twoForOne.slug} title={twoForOne.title} />}
      <ProductCarousel title="Lo mas vendido" products={bestSellers} />
      <ProductCarousel title="Oferta" products={onSale} />
      <section className={`${styles.section} ${styles.videoGrid}`} aria-labelledby="home-video">
        <div className={styles.videoText}>
          <h2 id="home-video">Viví el juego</h2>
          <p>
            Somos una tienda deportiva argentina: botines, camisetas y zapatillas originales,
            elegidos por gente que juega todas las semanas.
          </p>
          <ShopLink to="/sobre-nosotros">Conocé nuestra historia</ShopLink>
        </div>
        <VideoBlock
          videoId={brandVideoId}
          title="Video de la tienda"
          caption="Nuestra historia en 1 minuto"
        />
      </section>
      {recommendations.length > 0 && (
        <section className={styles.section} aria-labelledby="home-recommended">
          <h2 id="home-recommended" className={styles.sectionTitle}>
            Recomendados
          </h2>
          <ul className={styles.grid}>
            {recommendations.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
