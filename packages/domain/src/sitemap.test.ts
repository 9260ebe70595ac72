import { describe, expect, it } from 'vitest';
import { sitemapPaths, sitemapXml } from './sitemap.ts';

describe('sitemap (C-37)', () => {
  it('lists the home page, the SEO pages and each kind of page once, in order', () => {
    const paths = sitemapPaths({
      categorySlugs: ['flowers-roses', 'flowers', 'flowers', ' '],
      productCodes: ['P200', 'P100'],
      storePages: ['bachmans-on-lyndale'],
      eventCodes: ['FEV000002'],
    });
    expect(paths).toEqual([
      '/',
      '/events',
      '/store-locator',
      '/care',
      '/advice-and-info',
      '/category/flowers',
      '/category/flowers-roses',
      '/product/P100',
      '/product/P200',
      '/store/bachmans-on-lyndale',
      '/event/FEV000002',
    ]);
  });

  it('writes absolute, escaped locations', () => {
    const xml = sitemapXml('https://shop.example.com/', ['/', '/product/A%26B', '/x?a=1&b=2']);
    expect(xml).toContain('<loc>https://shop.example.com/</loc>');
    expect(xml).toContain('<loc>https://shop.example.com/x?a=1&amp;b=2</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
