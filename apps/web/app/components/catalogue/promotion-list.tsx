import type { PromotionSummary } from './load-catalogue';
import styles from './promotion-list.module.css';
import view from './catalogue-view.module.css';
import { scaledImage, scaledImageSet } from '../../lib/images';
import { formatLongDate } from '../../lib/calendar';
import { ShopLink } from '../shop-link';

export const NO_PROMOTIONS_TEXT = 'No hay promociones disponibles actualmente!';

/** A promotion banner (2:1) from /api/images, scaled by the server like product pictures. */
function PromotionImage({ src, alt, priority }: { src: string; alt: string; priority: boolean }) {
  const srcSet = scaledImageSet(src, [400, 800]);
  return (
    <img
      src={scaledImage(src, 800)}
      srcSet={srcSet}
      sizes={srcSet ? '(max-width: 767px) 100vw, 400px' : undefined}
      alt={alt}
      width={800}
      height={400}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/** Promotions view of the catalogue (?promociones=ss): one card per promotion. */
export function PromotionList({ promotions }: { promotions: PromotionSummary[] }) {
  if (promotions.length === 0) {
    return <p className={view.empty}>{NO_PROMOTIONS_TEXT}</p>;
  }
  return (
    <ul className={styles.promotions}>
      {promotions.map((promotion, index) => (
        <li key={promotion.slug}>
          <ShopLink to={`/promocion/${promotion.slug}`} className={styles.promotion}>
            <div className={styles.promotionMedia}>
              {promotion.img && (
                <PromotionImage src={promotion.img} alt={promotion.title} priority={index < 2} />
              )}
              <span className={styles.promotionType}>{promotion.type}</span>
            </div>
            <div className={styles.promotionBody}>
              <h2 className={styles.promotionTitle}>{promotion.title}</h2>
              <p>{promotion.description}</p>
              <p className={styles.promotionEnd}>
                Válida hasta el {formatLongDate(promotion.endDate)}
              </p>
            </div>
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}
