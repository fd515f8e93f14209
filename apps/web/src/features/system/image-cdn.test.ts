import { describe, expect, it } from 'vitest';
import { imageOn, pickImageBase } from './image-cdn.ts';

describe('the image CDN of a page load', () => {
  it('is chosen once from the list and kept, and is the site itself for an empty list', () => {
    const list = ['https://a.cdn.test/', 'https://b.cdn.test'];
    expect(pickImageBase(list, () => 0.75)).toBe('https://b.cdn.test');
    // Later renders keep the first choice.
    expect(pickImageBase(list, () => 0)).toBe('https://b.cdn.test');
    expect(pickImageBase([], () => 0)).toBe('');
    expect(pickImageBase(['https://c.cdn.test/x/'], () => 0)).toBe('https://c.cdn.test/x');
  });

  it('puts site paths on the base only', () => {
    expect(imageOn('/art/banner/w_down-1.svg', 'https://a.cdn.test')).toBe(
      'https://a.cdn.test/art/banner/w_down-1.svg',
    );
    expect(imageOn('https://elsewhere.test/a.svg', 'https://a.cdn.test')).toBe('https://elsewhere.test/a.svg');
    expect(imageOn('/art/banner/w_down-1.svg', '')).toBe('/art/banner/w_down-1.svg');
  });
});
