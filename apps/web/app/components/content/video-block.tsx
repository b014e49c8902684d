import { useState } from 'react';
import styles from './video-block.module.css';

/**
 * The brand video (Ajustes > video de la marca): a drawn poster with a play button; the
 * youtube-nocookie player is only loaded on click, so the page makes no third-party request until
 * the shopper asks for it. Without a video the poster stands alone as the section's picture.
 */
export function VideoBlock({
  videoId,
  title,
  caption,
}: {
  videoId: string | null;
  title: string;
  caption?: string;
}) {
  const [playing, setPlaying] = useState(false);
  if (!videoId) {
    return (
      <div className={styles.block}>
        <div className={`${styles.poster} ${styles.still}`}>
          <VideoPoster />
        </div>
      </div>
    );
  }
  return (
    <div className={styles.block}>
      {playing ? (
        <iframe
          className={styles.frame}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className={styles.poster}
          onClick={() => setPlaying(true)}
          aria-label={`Reproducir video: ${title}`}
        >
          <VideoPoster />
          <span className={styles.play} aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
          {caption && <span className={styles.caption}>{caption}</span>}
        </button>
      )}
    </div>
  );
}

/** A night-match pitch seen from above, floodlights and a ball: the poster of the video. */
function VideoPoster() {
  return (
    <svg viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id="vp-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0a1022" />
          <stop offset="1" stopColor="#13294b" />
        </linearGradient>
        <linearGradient id="vp-grass" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1f7a3a" />
          <stop offset="1" stopColor="#0f4d24" />
        </linearGradient>
        <radialGradient id="vp-light" cx="0.5" cy="0" r="0.8">
          <stop offset="0" stopColor="#fff" stopOpacity="0.35" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1600" height="900" fill="url(#vp-sky)" />
      <polygon points="0,900 1600,900 1300,430 300,430" fill="url(#vp-grass)" />
      {[0, 1, 2, 3, 4].map((i) => (
        <polygon
          key={i}
          points={`${300 + i * 200},430 ${400 + i * 200},430 ${i * 320 + 160},900 ${i * 320},900`}
          fill="#ffffff"
          opacity="0.05"
        />
      ))}
      <g fill="none" stroke="#ffffff" strokeOpacity="0.7" strokeWidth="4">
        <polygon points="330,450 1270,450 1560,880 40,880" />
        <line x1="800" y1="450" x2="800" y2="880" />
        <ellipse cx="800" cy="640" rx="170" ry="70" />
        <polygon points="620,450 980,450 1000,500 600,500" />
      </g>
      <rect x="0" y="0" width="1600" height="600" fill="url(#vp-light)" />
      {[180, 1420].map((x) => (
        <g key={x}>
          <rect x={x - 4} y="120" width="8" height="320" fill="#2a3a5c" />
          <rect x={x - 60} y="90" width="120" height="40" rx="6" fill="#f8f3d0" />
          <polygon
            points={`${x - 60},130 ${x + 60},130 ${x + 300},900 ${x - 300},900`}
            fill="#fffbe0"
            opacity="0.06"
          />
        </g>
      ))}
      <g transform="translate(1080 700)">
        <circle r="46" fill="#ffffff" />
        <polygon points="0,-18 17,-6 11,14 -11,14 -17,-6" fill="#111" />
        <path
          d="M0-18V-46M17-6 43-16M11 14 27 37M-11 14-27 37M-17-6-43-16"
          stroke="#111"
          strokeWidth="4"
        />
      </g>
    </svg>
  );
}
