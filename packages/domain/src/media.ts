/** The 11-character video id of a YouTube link or bare id; null when it is neither. */
export function youTubeId(value: string): string | null {
  const trimmed = value.trim();
  if (/^[\w-]{11}$/.test(trimmed)) return trimmed;
  const match = /(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/|\/live\/)([\w-]{11})/.exec(trimmed);
  return match?.[1] ?? null;
}

/** An https link to a profile on instagram.com. */
export function isInstagramProfileUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      /^(www\.)?instagram\.com$/.test(url.hostname) &&
      url.pathname.length > 1
    );
  } catch {
    return false;
  }
}
