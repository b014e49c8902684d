import { describe, expect, it } from 'vitest';
import { isShopImage, scaledImage, scaledImageSet } from './images';

describe('scaledImage', () => {
  it('asks the shop for its own pictures at the width wanted', () => {
    expect(isShopImage('/api/images/abc')).toBe(true);
    expect(scaledImage('/api/images/abc', 200)).toBe('/api/images/abc?w=200');
    expect(scaledImageSet('/api/images/abc', [400, 800])).toBe(
      '/api/images/abc?w=400 400w, /api/images/abc?w=800 800w',
    );
  });

  it('leaves other pictures as they are', () => {
    expect(isShopImage('https://example.com/a.jpg')).toBe(false);
    expect(scaledImage('https://example.com/a.jpg', 200)).toBe('https://example.com/a.jpg');
    expect(scaledImageSet('https://example.com/a.jpg', [400, 800])).toBeUndefined();
  });
});
