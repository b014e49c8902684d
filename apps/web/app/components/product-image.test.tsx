import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Gallery } from './product/gallery';
import { ProductImage } from './product-image';

const attribute = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((m) =>
    m[1]?.replaceAll('&amp;', '&'),
  );

describe('product pictures', () => {
  it('name the 400, 800 and 1200 px copies the server stores, with the width they fill', () => {
    const html = renderToStaticMarkup(
      <ProductImage src="/api/images/abc" alt="Botín" size={300} sizes="300px" />,
    );
    expect(attribute(html, 'srcSet')).toEqual([
      '/api/images/abc?w=400 400w, /api/images/abc?w=800 800w, /api/images/abc?w=1200 1200w',
    ]);
    expect(attribute(html, 'sizes')).toEqual(['300px']);
    expect(attribute(html, 'src')).toEqual(['/api/images/abc?w=600']);
    expect(attribute(html, 'width')).toEqual(['300']);
  });

  it('fill the phone’s width on the product page and 600 px beside the thumbnails', () => {
    const html = renderToStaticMarkup(
      <Gallery images={['/api/images/uno', '/api/images/dos']} alt="Botín" />,
    );
    const sizes = attribute(html, 'sizes');
    expect(sizes).toContain('(max-width: 767px) 100vw, 600px');
    expect(sizes).toContain('100px');
    for (const set of attribute(html, 'srcSet')) expect(set).toMatch(/\?w=1200 1200w$/);
  });

  it('leave a picture from elsewhere as it is, without srcset', () => {
    const html = renderToStaticMarkup(
      <ProductImage src="https://example.com/a.jpg" alt="" size={100} />,
    );
    expect(html).not.toContain('srcSet');
    expect(html).not.toContain('sizes');
    expect(attribute(html, 'src')).toEqual(['https://example.com/a.jpg']);
  });
});
