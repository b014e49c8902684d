import styles from './status-badge.module.css';

export type BadgeTone = 'ok' | 'bad' | 'warn' | 'info' | 'neutral';

const TONES: Record<BadgeTone, string | undefined> = {
  ok: styles.badgeOk,
  bad: styles.badgeBad,
  warn: styles.badgeWarn,
  info: styles.badgeInfo,
  neutral: styles.badgeNeutral,
};

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`${styles.badge} ${TONES[tone] ?? ''}`}>{children}</span>;
}
