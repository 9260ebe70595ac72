import { describe, expect, it } from 'vitest';
import { activeFilterValue } from './list.ts';

describe('activeFilterValue', () => {
  it("turns the URL's status into the API's Active filter", () => {
    expect(activeFilterValue('active')).toBe('true');
    expect(activeFilterValue('inactive')).toBe('false');
  });

  it('leaves any other status (none, an old or mistyped link) unfiltered', () => {
    expect(activeFilterValue(undefined)).toBeUndefined();
    expect(activeFilterValue('')).toBeUndefined();
    expect(activeFilterValue('Active')).toBeUndefined();
  });
});
