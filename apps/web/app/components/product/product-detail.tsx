import type { ProductAnswer } from '@shop/domain';
import { useEffect, useState } from 'react';
import { formatPrice, formatTransferPrice } from '../../lib/format';
import { shownPrices, useSales } from '../../lib/shop-sales';
import { useShopTerms } from '../../lib/shop-terms';
import type { ShippingRules } from '../../lib/shipping';
import { pushDataLayer } from './data-layer';
import { DeliveryInfo } from './delivery-info';
import { Gallery } from './gallery';
import { PurchasePanel } from './purchase-panel';
import { ShippingEstimator } from './shipping-estimator';
import { YouTubeVideo } from './youtube-video';
import { useLiveProduct } from './live-product';
import styles from './product-detail.module.css';
import notes from './product-notes.module.css';
import { isShopImage, scaledImage } from '../../lib/images';

/** The product page body: gallery, prices, purchase choices, delivery and video. */
export function ProductDetail({
  product: rendered,
  shippingRules,
}: {
  product: ProductAnswer;
  shippingRules: ShippingRules;
}) {
  const product = useLiveProduct(rendered);
  const { transferDiscountPercent } = useShopTerms();
  const [variantId, setVariantId] = useState(product.variants[0]?.id ?? 0);
  const variant = product.variants.find((v) => v.id === variantId) ?? product.variants[0];
  const poster = variant?.imgUrl[0];
  const { price, struck, badge, sale } = shownPrices(product, useSales());
  // The cart line and the shipping estimate take the price charged: a sale's.
  const priced = sale ? { ...product, price } : product;

  useEffect(() => {
    pushDataLayer({
      event: 'MetaViewContent',
      content_ids: [product.id],
      content_name: product.productName,
      content_type: 'product',
      value: price,
      currency: 'ARS',
    });
  }, [product.id, product.productName, price]);

  return (
    <div className={styles.page}>
      <div className={styles.media}>
        {variant && <Gallery key={variant.id} images={variant.imgUrl} alt={product.productName} />}
      </div>
      <div className={styles.info}>
        <p className={styles.brand}>{product.brand}</p>
        <h1 className={styles.name}>{product.productName}</h1>
        <div className={styles.prices}>
          <span className={styles.price}>{formatPrice(price)}</span>
          {struck !== null && (
            <s className={styles.compare}>
              <span className="visually-hidden">Antes: </span>
              {formatPrice(struck)}
            </s>
          )}
          {badge && <span className={styles.discount}>{badge}</span>}
        </div>
        {sale ? <p className={styles.saleNote}>Promoción: {sale.title}</p> : null}
        <p className={styles.transfer}>
          <strong>{formatTransferPrice(price, transferDiscountPercent)}</strong> pagando con
          transferencia
        </p>

        {variant && (
          <PurchasePanel
            key={product.id}
            product={priced}
            variant={variant}
            onVariantChange={(next) => setVariantId(next.id)}
          />
        )}

        <ShippingEstimator product={priced} rules={shippingRules} />

        <div className={notes.notes}>
          <DeliveryInfo />
          <div className={notes.note}>
            <p className={notes.noteTitle}>Compra Protegida</p>
            <p>Tus datos cuidados durante toda la compra.</p>
          </div>
        </div>

        {product.description && (
          <section className={styles.description} aria-labelledby="product-description">
            <h2 id="product-description">Descripción</h2>
            <p>{product.description}</p>
          </section>
        )}
      </div>
      {product.video_youtube && (
        <div className={styles.videoRow}>
          <YouTubeVideo
            video={product.video_youtube}
            title={product.productName}
            poster={poster && isShopImage(poster) ? scaledImage(poster, 800) : undefined}
          />
        </div>
      )}
    </div>
  );
}
