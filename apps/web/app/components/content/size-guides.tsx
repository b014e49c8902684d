/** The three size-guide images of /guia-de-talles, drawn as SVG tables of the domain's guides. */
import { SIZE_GUIDES, type SizeGuide } from '@shop/domain';
import type { ReactNode } from 'react';
import styles from './content.module.css';

interface TableSpec {
  id: string;
  title: string;
  accent: string;
  headers: string[];
  rows: string[][];
  note: string;
}

const FONT = 'system-ui, sans-serif';
const DISPLAY = 'Oswald, system-ui, sans-serif';

/**
 * One size table as a picture. The wide layout has the measuring diagram on the left; the
 * narrow one (phones) drops it and uses bigger type so the table stays readable.
 */
function SizeTable({
  spec,
  illustration,
  narrow = false,
  className,
}: {
  spec: TableSpec;
  illustration: ReactNode;
  narrow?: boolean;
  className?: string;
}) {
  const width = narrow ? 600 : 900;
  const top = 150;
  const rowHeight = narrow ? 52 : 44;
  const fontSize = narrow ? 24 : 18;
  const left = narrow ? 32 : 300;
  const colWidth = (width - left - (narrow ? 28 : 40)) / spec.headers.length;
  const height = top + rowHeight * (spec.rows.length + 1) + (narrow ? 100 : 70);
  const id = `${spec.id}${narrow ? '-narrow' : ''}`;
  // One sentence a line, so the note fits the narrow picture.
  const noteLines = spec.note.split(/(?<=\.) /);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>{`Tabla de talles de ${spec.title.toLowerCase()}`}</title>
      <desc id={`${id}-desc`}>
        {`${spec.headers.join(', ')}: ${spec.rows.map((row) => row.join(' / ')).join('; ')}. ${spec.note}`}
      </desc>
      <rect width={width} height={height} rx="18" fill="#f4f5f7" />
      <rect width={width} height="100" rx="18" fill="#111111" />
      <rect y="80" width={width} height="20" fill="#111111" />
      <rect y="100" width={width} height="6" fill={spec.accent} />
      <text
        x={narrow ? 32 : 40}
        y="64"
        fill="#ffffff"
        fontFamily={DISPLAY}
        fontSize={narrow ? 38 : 34}
        fontWeight="600"
        letterSpacing="2"
      >
        {`TALLES · ${spec.title.toUpperCase()}`}
      </text>
      {!narrow && <g transform={`translate(40 ${top})`}>{illustration}</g>}
      <g fontFamily={FONT} fontSize={fontSize}>
        {spec.headers.map((header, c) => (
          <g key={header}>
            <rect
              x={left + c * colWidth}
              y={top}
              width={colWidth - 4}
              height={rowHeight - 4}
              rx="6"
              fill="#111111"
            />
            <text
              x={left + c * colWidth + colWidth / 2 - 2}
              y={top + rowHeight / 2 + fontSize / 3}
              textAnchor="middle"
              fill="#ffffff"
              fontWeight="700"
            >
              {header}
            </text>
          </g>
        ))}
        {spec.rows.map((row, r) =>
          row.map((cell, c) => (
            <g key={`${r}-${c}`}>
              <rect
                x={left + c * colWidth}
                y={top + (r + 1) * rowHeight}
                width={colWidth - 4}
                height={rowHeight - 4}
                rx="6"
                fill={r % 2 === 0 ? '#ffffff' : '#e9ecf1'}
              />
              <text
                x={left + c * colWidth + colWidth / 2 - 2}
                y={top + (r + 1) * rowHeight + rowHeight / 2 + fontSize / 3}
                textAnchor="middle"
                fill="#111111"
                fontWeight={c === 0 ? 700 : 400}
              >
                {cell}
              </text>
            </g>
          )),
        )}
      </g>
      {narrow ? (
        <text fill="#4b5563" fontFamily={FONT} fontSize="20">
          {noteLines.map((line, index) => (
            <tspan key={line} x="32" y={height - 24 - (noteLines.length - 1 - index) * 26}>
              {line}
            </tspan>
          ))}
        </text>
      ) : (
        <text x="40" y={height - 28} fill="#4b5563" fontFamily={FONT} fontSize="16">
          {spec.note}
        </text>
      )}
    </svg>
  );
}

/** Both layouts of a table; the page's CSS shows one per screen width. */
function ResponsiveTable({ spec, illustration }: { spec: TableSpec; illustration: ReactNode }) {
  return (
    <>
      <SizeTable spec={spec} illustration={illustration} className={styles.onlyWide} />
      <SizeTable spec={spec} illustration={null} narrow className={styles.onlyNarrow} />
    </>
  );
}

const rowsOf = (guide: SizeGuide) => guide.rows.map((row) => [row.size, ...row.cells]);

/** A domain guide as the picture's spec. */
const specOf = (guide: SizeGuide, accent: string): TableSpec => ({
  id: `guia-${guide.kind}`,
  title: guide.title,
  accent,
  headers: guide.headers,
  rows: rowsOf(guide),
  note: guide.note,
});

function FootDiagram({ height }: { height: number }) {
  const h = Math.min(height, 320);
  return (
    <g>
      <path
        d={`M110,20 C170,20 190,70 188,130 C186,${h - 80} 170,${h - 10} 115,${h} C60,${h - 10} 44,${h - 80} 40,130 C36,70 60,20 110,20 Z`}
        fill="#ffffff"
        stroke="#111111"
        strokeWidth="3"
      />
      <line x1="215" y1="20" x2="215" y2={h} stroke="#0b5cd5" strokeWidth="3" />
      <polygon points="215,10 207,26 223,26" fill="#0b5cd5" />
      <polygon points={`215,${h + 10} 207,${h - 6} 223,${h - 6}`} fill="#0b5cd5" />
      <text x="224" y={h / 2 + 6} fill="#0b5cd5" fontFamily={FONT} fontSize="16" fontWeight="700">
        CM
      </text>
      <text x="110" y={h + 40} textAnchor="middle" fill="#4b5563" fontFamily={FONT} fontSize="14">
        Talón a dedo más largo
      </text>
    </g>
  );
}

function ShirtDiagram() {
  return (
    <g>
      <path
        d="M70,20 L105,8 C115,28 145,28 155,8 L190,20 L240,70 L215,100 L190,85 L190,250 L70,250 L70,85 L45,100 L20,70 Z"
        fill="#ffffff"
        stroke="#111111"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <line x1="70" y1="110" x2="190" y2="110" stroke="#d91c32" strokeWidth="3" />
      <text
        x="130"
        y="102"
        textAnchor="middle"
        fill="#d91c32"
        fontFamily={FONT}
        fontSize="14"
        fontWeight="700"
      >
        Pecho
      </text>
      <line x1="205" y1="20" x2="205" y2="250" stroke="#0b5cd5" strokeWidth="3" />
      <text x="212" y="160" fill="#0b5cd5" fontFamily={FONT} fontSize="13" fontWeight="700">
        Largo
      </text>
    </g>
  );
}

export function BootSizeGuide() {
  const guide = SIZE_GUIDES.botines;
  return (
    <ResponsiveTable
      spec={specOf(guide, '#c6ff3d')}
      illustration={<FootDiagram height={guide.rows.length * 44} />}
    />
  );
}

export function ClothingSizeGuide() {
  return (
    <ResponsiveTable
      spec={specOf(SIZE_GUIDES.indumentaria, '#74acdf')}
      illustration={<ShirtDiagram />}
    />
  );
}

export function SneakerSizeGuide() {
  return (
    <ResponsiveTable
      spec={specOf(SIZE_GUIDES.zapatillas, '#f2c230')}
      illustration={<FootDiagram height={320} />}
    />
  );
}
