import { describe, expect, it } from 'vitest';
import { PageAnchors } from './page-anchors.ts';

describe('PageAnchors', () => {
  const clock = () => {
    const time = { now: 1_000 };
    return { time, anchors: new PageAnchors(10_000, 2, 3, () => time.now) };
  };

  it('gives the anchor with the greatest offset not past the page', () => {
    const { anchors } = clock();
    anchors.remember('q', 1000, ['a']);
    anchors.remember('q', 4900, ['b']);
    anchors.remember('q', 2000, ['c']);
    expect(anchors.nearest('q', 999)).toBeUndefined();
    expect(anchors.nearest('q', 1000)?.values).toEqual(['a']);
    expect(anchors.nearest('q', 4899)).toMatchObject({ offset: 2000, values: ['c'] });
    expect(anchors.nearest('q', 5000)).toMatchObject({ offset: 4900, values: ['b'] });
    expect(anchors.nearest('other', 5000)).toBeUndefined();
  });

  it('replaces the anchor of a page served again, and forgets anchors after their time', () => {
    const { time, anchors } = clock();
    anchors.remember('q', 1000, ['a']);
    time.now += 6_000;
    anchors.remember('q', 1000, ['b']);
    anchors.remember('q', 1100, ['c']);
    time.now += 6_000;
    expect(anchors.nearest('q', 1000)?.values).toEqual(['b']);
    time.now += 4_000;
    expect(anchors.nearest('q', 1100)).toBeUndefined();
  });

  it('keeps a few anchors a query and a few queries, the least recently served going first', () => {
    const { anchors } = clock();
    for (const offset of [1000, 1100, 1200, 1300]) anchors.remember('q', offset, [String(offset)]);
    expect(anchors.nearest('q', 1099)).toBeUndefined();
    expect(anchors.nearest('q', 1199)?.values).toEqual(['1100']);
    anchors.remember('r', 1000, ['r']);
    anchors.remember('q', 1400, ['1400']);
    anchors.remember('s', 1000, ['s']);
    expect(anchors.nearest('r', 1000)).toBeUndefined();
    expect(anchors.nearest('q', 1400)?.values).toEqual(['1400']);
    expect(anchors.nearest('s', 1000)?.values).toEqual(['s']);
    anchors.forget();
    expect(anchors.nearest('q', 1400)).toBeUndefined();
    expect(anchors.nearest('s', 1000)).toBeUndefined();
  });
});
