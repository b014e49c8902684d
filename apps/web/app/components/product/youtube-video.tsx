import { youTubeId } from '@shop/domain';
import { useState } from 'react';
import styles from './youtube-video.module.css';

/**
 * The product's video: a poster button first; the player (youtube-nocookie.com) loads only
 * when the shopper asks for it.
 */
export function YouTubeVideo({
  video,
  title,
  poster,
}: {
  video: string;
  title: string;
  poster?: string;
}) {
  const [playing, setPlaying] = useState(false);
  const id = youTubeId(video);
  if (!id) return null;
  return (
    <section className={styles.video} aria-label="Video del producto">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
          title={`Video: ${title}`}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className={styles.videoPoster} onClick={() => setPlaying(true)}>
          {poster && (
            <img src={poster} alt="" width={800} height={450} loading="lazy" decoding="async" />
          )}
          <span className={styles.play} aria-hidden="true" />
          <span className={styles.videoLabel}>Ver video</span>
        </button>
      )}
    </section>
  );
}
