import { describe, expect, it } from 'vitest';
import { isInstagramProfileUrl, youTubeId } from './media.js';

describe('youTubeId', () => {
  it('reads bare ids and the usual link forms', () => {
    expect(youTubeId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });
  it('refuses anything else', () => {
    expect(youTubeId('no es un video')).toBeNull();
    expect(youTubeId('https://example.com/watch')).toBeNull();
  });
});

describe('isInstagramProfileUrl', () => {
  it('accepts https profile links only', () => {
    expect(isInstagramProfileUrl('https://www.instagram.com/tienda')).toBe(true);
    expect(isInstagramProfileUrl('https://instagram.com/tienda')).toBe(true);
    expect(isInstagramProfileUrl('http://instagram.com/tienda')).toBe(false);
    expect(isInstagramProfileUrl('https://instagram.com/')).toBe(false);
    expect(isInstagramProfileUrl('https://evil.com/instagram.com')).toBe(false);
    expect(isInstagramProfileUrl('javascript:alert(1)')).toBe(false);
  });
});
