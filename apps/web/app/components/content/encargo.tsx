import { formatPrice } from '../../lib/format';
import { ProductImage } from '../product-image';
import styles from './encargo.module.css';

/** The made-to-order catalogue PDF in apps/web/public. */
export const ENCARGO_PDF = '/catalogo-encargo.pdf';
export const ENCARGO_CONFIRM = '¿Querés descargar el catálogo de productos por encargo en PDF?';

/** A made-to-order product as GET /api/commissions answers it. */
export interface Commission {
  id: string;
  slug: string;
  productName: string;
  price: number;
  compare_price: number | null;
  brand: string;
  image: string;
  description: string;
  variants: { variant: string; imgUrl: string[]; sizes: { size: string }[] }[];
}

/** Asks first, then downloads the PDF (SPEC.md: PDF download after a confirm prompt). */
export function DownloadCatalogueButton({ className }: { className?: string }) {
  function download() {
    if (!window.confirm(ENCARGO_CONFIRM)) return;
    const link = document.createElement('a');
    link.href = ENCARGO_PDF;
    link.download = 'catalogo-encargo.pdf';
    document.body.append(link);
    link.click();
    link.remove();
  }
  return (
    <button type="button" className={className} onClick={download}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 4v11M7 10l5 5 5-5M5 20h14"
          stroke="currentColor"
          strokeWidth="2.2"
          fill="none"
        />
      </svg>
      Descargar catálogo (PDF)
    </button>
  );
}

export function CommissionCard({ commission }: { commission: Commission }) {
  const image = commission.image || commission.variants[0]?.imgUrl[0];
  const sizes = [...new Set(commission.variants.flatMap((v) => v.sizes.map((s) => s.size)))];
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {image ? (
          <ProductImage
            src={image}
            alt={commission.productName}
            size={300}
            sizes="(max-width: 480px) 90vw, 300px"
          />
        ) : (
          <span className={styles.noImage} aria-hidden="true">
            Encargo
          </span>
        )}
        <span className={styles.badge}>Por encargo</span>
      </div>
      <p className={styles.brand}>{commission.brand}</p>
      <h3 className={styles.name}>{commission.productName}</h3>
      <p className={styles.prices}>
        <span className={styles.price}>{formatPrice(commission.price)}</span>
        {commission.compare_price !== null && commission.compare_price > commission.price && (
          <s className={styles.compare}>{formatPrice(commission.compare_price)}</s>
        )}
      </p>
      {commission.description && <p className={styles.description}>{commission.description}</p>}
      {sizes.length > 0 && <p className={styles.sizes}>Talles: {sizes.join(', ')}</p>}
    </article>
  );
}

const STEPS = [
  { n: '1', title: 'Elegís el modelo', text: 'Modelo, color y talle US 5 a 12' },
  { n: '2', title: 'Pagás el 50%', text: 'Seña: la mitad de 140 USD' },
  { n: '3', title: '30 a 35 días hábiles', text: 'Lo traemos para vos' },
  { n: '4', title: 'Pagás el otro 50%', text: 'Cuando llega, y te lo enviamos' },
];

const STEPS_LABEL =
  'Cómo funciona el encargo: elegís el modelo, pagás el 50%, esperás de 30 a 35 días hábiles y pagás el 50% restante cuando llega.';
const DISPLAY = 'Oswald, system-ui, sans-serif';

function StepsBackground({ width, height, id }: { width: number; height: number; id: string }) {
  return (
    <>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0d1b3d" />
          <stop offset="1" stopColor="#0b5cd5" />
        </linearGradient>
      </defs>
      <rect width={width} height={height} rx="20" fill={`url(#${id})`} />
      <g fill="#ffffff" opacity="0.05">
        <polygon
          points={`${width * 0.58},${height} ${width * 0.65},${height} ${width * 0.83},0 ${width * 0.76},0`}
        />
        <polygon
          points={`${width * 0.68},${height} ${width * 0.72},${height} ${width * 0.9},0 ${width * 0.86},0`}
        />
      </g>
    </>
  );
}

/** The drawing's eyebrow and title, from its top-left corner. */
function StepsTitle({
  x,
  y,
  titleY,
  titleSize,
}: {
  x: number;
  y: number;
  titleY: number;
  titleSize: number;
}) {
  return (
    <>
      <text
        x={x}
        y={y}
        fill="#c6ff3d"
        fontFamily={DISPLAY}
        fontSize="26"
        fontWeight="600"
        letterSpacing="4"
      >
        PRODUCTOS POR ENCARGO
      </text>
      <text
        x={x}
        y={titleY}
        fill="#ffffff"
        fontFamily={DISPLAY}
        fontSize={titleSize}
        fontWeight="600"
      >
        Tu par soñado, en 4 pasos
      </text>
    </>
  );
}

function StepBadge({ n, highlight }: { n: string; highlight: boolean }) {
  return (
    <>
      <circle r="44" fill={highlight ? '#c6ff3d' : '#ffffff'} />
      <text
        y="16"
        textAnchor="middle"
        fill="#0d1b3d"
        fontFamily={DISPLAY}
        fontSize="44"
        fontWeight="600"
      >
        {n}
      </text>
    </>
  );
}

/**
 * The help image of the made-to-order page: the four steps from choosing the model to paying
 * the second half when the pair arrives. A wide drawing for desktop and a tall one for phones.
 */
export function EncargoSteps({
  wideClass,
  narrowClass,
}: {
  wideClass?: string;
  narrowClass?: string;
}) {
  return (
    <>
      <svg className={wideClass} viewBox="0 0 1200 400" role="img" aria-label={STEPS_LABEL}>
        <StepsBackground width={1200} height={400} id="encargo-bg-wide" />
        <StepsTitle x={60} y={80} titleY={128} titleSize={40} />
        <line
          x1="150"
          y1="240"
          x2="1050"
          y2="240"
          stroke="#ffffff"
          strokeOpacity="0.35"
          strokeWidth="4"
          strokeDasharray="14 12"
        />
        {STEPS.map((step, index) => (
          <g key={step.n} transform={`translate(${150 + index * 300} 240)`}>
            <StepBadge n={step.n} highlight={index === 2} />
            <text
              y="90"
              textAnchor="middle"
              fill="#ffffff"
              fontFamily={DISPLAY}
              fontSize="26"
              fontWeight="600"
            >
              {step.title}
            </text>
            <text
              y="122"
              textAnchor="middle"
              fill="#ffffff"
              fillOpacity="0.8"
              fontFamily="system-ui, sans-serif"
              fontSize="17"
            >
              {step.text}
            </text>
          </g>
        ))}
      </svg>
      <svg className={narrowClass} viewBox="0 0 600 760" role="img" aria-label={STEPS_LABEL}>
        <StepsBackground width={600} height={760} id="encargo-bg-narrow" />
        <StepsTitle x={48} y={76} titleY={126} titleSize={42} />
        <line
          x1="110"
          y1="230"
          x2="110"
          y2="680"
          stroke="#ffffff"
          strokeOpacity="0.35"
          strokeWidth="4"
          strokeDasharray="14 12"
        />
        {STEPS.map((step, index) => (
          <g key={step.n} transform={`translate(110 ${230 + index * 150})`}>
            <StepBadge n={step.n} highlight={index === 2} />
            <text x="76" y="-4" fill="#ffffff" fontFamily={DISPLAY} fontSize="34" fontWeight="600">
              {step.title}
            </text>
            <text
              x="76"
              y="32"
              fill="#ffffff"
              fillOpacity="0.85"
              fontFamily="system-ui, sans-serif"
              fontSize="24"
            >
              {step.text}
            </text>
          </g>
        ))}
      </svg>
    </>
  );
}
