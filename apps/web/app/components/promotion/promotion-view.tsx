import { isBundleKind, promotionKind } from '@shop/domain';
import { useEffect } from 'react';
import { Breadcrumb } from '../content/breadcrumb';
import { pushDataLayer } from '../product/data-layer';
import { YouTubeVideo } from '../product/youtube-video';
import { ProductCard } from '../product-card';
import type { PromotionPageData } from './load-promotion';
import { PromotionComposer } from './promotion-composer';
import styles from './promotion.module.css';
import { scaledImage, scaledImageSet } from '../../lib/images';
import { formatLongDate } from '../../lib/calendar';

function PromotionPicture({ src, alt }: { src: string; alt: string }) {
  const srcSet = scaledImageSet(src, [400, 800]);
  return (
    <img
      src={scaledImage(src, 800)}
      srcSet={srcSet}
      sizes={srcSet ? '(max-width: 767px) 100vw, 640px' : undefined}
      alt={alt}
      width={800}
      height={400}
      fetchPriority="high"
      decoding="async"
    />
  );
}

/** /promocion/{slug}: the promotion, the bundle composer and the optional video. */
export function PromotionView({
  promotion,
  candidates,
  giftCandidates,
  covered,
}: PromotionPageData) {
  useEffect(() => {
    pushDataLayer({
      event: 'MetaViewContent',
      content_ids: [promotion.id],
      content_name: promotion.title,
      content_type: 'product',
      currency: 'ARS',
    });
  }, [promotion.id, promotion.title]);

  const how = promotionKind(promotion.type)?.howItWorks;
  return (
    <div className={styles.page}>
      <Breadcrumb
        items={[
          { label: 'Inicio', to: '/' },
          { label: 'Promociones', to: '/catalogo?promociones=ss' },
          { label: promotion.title },
        ]}
      />
      <div className={styles.layout}>
        <div className={styles.media}>
          <div className={styles.picture}>
            {promotion.img && <PromotionPicture src={promotion.img} alt={promotion.title} />}
            <span className={styles.typeBadge}>{promotion.type}</span>
          </div>
          {how && (
            <div className={styles.how}>
              <p className={styles.howTitle}>Cómo funciona</p>
              <p>{how}</p>
            </div>
          )}
        </div>
        <div className={styles.info}>
          <p className={styles.eyebrow}>Promoción {promotion.type}</p>
          <h1 className={styles.title}>{promotion.title}</h1>
          {promotion.description && <p className={styles.description}>{promotion.description}</p>}
          <p className={styles.valid}>Válida hasta el {formatLongDate(promotion.endDate)}</p>
          {isBundleKind(promotion.type) ? (
            <PromotionComposer
              promotion={promotion}
              candidates={candidates}
              giftCandidates={giftCandidates}
            />
          ) : null}
          <div className={styles.note}>
            <p className={styles.noteTitle}>Compra Protegida</p>
            <p>Tus datos cuidados durante toda la compra.</p>
          </div>
        </div>
        {covered.length > 0 && (
          <section className={styles.coveredRow} aria-labelledby="productos-en-promocion">
            <h2 id="productos-en-promocion" className={styles.coveredTitle}>
              Productos en promoción
            </h2>
            <ul className={styles.coveredGrid}>
              {covered.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} priority={index < 4} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {promotion.video_youtube && (
          <div className={styles.videoRow}>
            <YouTubeVideo video={promotion.video_youtube} title={promotion.title} />
          </div>
        )}
      </div>
    </div>
  );
}
