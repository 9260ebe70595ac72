import { describe, expect, it } from 'vitest';
import { anyOf, canOpen, developersOnly, signedIn } from './navigation.ts';

const user = (permissions: string[], isDeveloper = false) => ({ permissions, isDeveloper });

describe('who may open a screen', () => {
  it('opens a signed-in screen to anyone signed in', () => {
    expect(canOpen(signedIn, user([]))).toBe(true);
  });

  it('opens a keyed screen to a holder of any one of its keys', () => {
    const rule = anyOf('address-reader', 'misc-marketing');
    expect(canOpen(rule, user(['misc-marketing']))).toBe(true);
    expect(canOpen(rule, user(['address-reader', 'stores-reader']))).toBe(true);
    expect(canOpen(rule, user(['stores-reader']))).toBe(false);
    expect(canOpen(rule, user([], true))).toBe(false);
  });

  it('opens the developer screens to developers only, whatever their keys', () => {
    expect(canOpen(developersOnly, user(['internal-admin']))).toBe(false);
    expect(canOpen(developersOnly, user([], true))).toBe(true);
  });
});
