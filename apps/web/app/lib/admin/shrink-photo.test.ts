// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shrinkPhoto } from './shrink-photo';

const MB = 1024 * 1024;
const photo = (bytes: number, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], 'foto', { type });

/** A browser that reads a 6000x4000 photo and encodes the canvas as `bytes` of `type`. */
function browserThatDraws(bytes: number) {
  const drawn: { width: number; height: number; type?: string }[] = [];
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 6000, height: 4000, close: () => undefined })),
  );
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
    if (tag !== 'canvas') return create(tag);
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => ({ drawImage: () => undefined }),
      toBlob: (done: (blob: Blob) => void, type: string) => {
        drawn.push({ width: canvas.width, height: canvas.height, type });
        done(new Blob([new Uint8Array(bytes)], { type }));
      },
    };
    return canvas as unknown as HTMLElement;
  });
  return drawn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shrinkPhoto', () => {
  it('sends a light file as it is', async () => {
    const drawn = browserThatDraws(10);
    const small = photo(500 * 1024);
    expect(await shrinkPhoto(small)).toBe(small);
    expect(drawn).toEqual([]);
  });

  it('redraws a phone photo at 2400 px its longest side, as JPEG', async () => {
    const drawn = browserThatDraws(600 * 1024);
    const shrunk = await shrinkPhoto(photo(5 * MB));
    expect(shrunk.size).toBe(600 * 1024);
    expect(drawn).toEqual([{ width: 2400, height: 1600, type: 'image/jpeg' }]);
  });

  it('keeps a PNG’s transparency by drawing it as WebP', async () => {
    const drawn = browserThatDraws(MB);
    await shrinkPhoto(photo(3 * MB, 'image/png'));
    expect(drawn[0]?.type).toBe('image/webp');
  });

  it('sends the file as it is when redrawing does not make it lighter or the browser cannot', async () => {
    browserThatDraws(6 * MB);
    const heavy = photo(5 * MB);
    expect(await shrinkPhoto(heavy)).toBe(heavy);
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new Error('no'))),
    );
    expect(await shrinkPhoto(heavy)).toBe(heavy);
  });

  it('converts an iPhone HEIC the browser can read, whatever its weight', async () => {
    const drawn = browserThatDraws(300 * 1024);
    const shrunk = await shrinkPhoto(photo(800 * 1024, 'image/heic'));
    expect(shrunk.type).toBe('image/jpeg');
    expect(drawn).toHaveLength(1);
  });
});
