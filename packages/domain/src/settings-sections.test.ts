import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { buyerXpSchema } from './buyer-xp.ts';
import { sampleBuyerXp } from './buyer-xp-sample.ts';
import {
  applySettingsSection,
  defineSettingsSection,
  findSettingsSection,
  giftCardSettingsSection,
  sectionFields,
  sectionValue,
  sectionVersionOf,
  SETTINGS_SECTIONS,
  settingsSectionKeys,
  settingsSectionRoutes,
  withSectionValue,
} from './settings-sections.ts';

const document = () => buyerXpSchema.parse(sampleBuyerXp()) as Record<string, unknown>;

/** A section of several paths, nested in the document, with no checks of its own. */
const feesSection = defineSettingsSection({
  id: 'test-fees',
  label: 'Fees',
  document: 'buyerxp',
  paths: ['Shippers.UPS', 'wireOrder'],
  schema: z.unknown(),
  readKeys: ['delivery-reader'],
  writeKeys: ['delivery-fees'],
});

describe('settings sections', () => {
  it('declares gift-card-settings on the BuyerXP document', () => {
    expect(findSettingsSection('buyerxp', 'gift-card-settings')).toBe(giftCardSettingsSection);
    expect(findSettingsSection('buyerxp', 'nope')).toBeUndefined();
    expect(findSettingsSection('other', 'gift-card-settings')).toBeUndefined();
    expect(settingsSectionKeys('read')).toContain('giftcards-reader');
    expect(settingsSectionKeys('write')).toContain('giftcards-settings');
  });

  it('never lets two sections of a document own the same path, or one inside another', () => {
    const owners = new Map<string, string>();
    const problems: string[] = [];
    for (const section of SETTINGS_SECTIONS) {
      expect(owners.has(`${section.document}#${section.id}`)).toBe(false);
      owners.set(`${section.document}#${section.id}`, section.id);
      for (const other of SETTINGS_SECTIONS) {
        if (other === section || other.document !== section.document) continue;
        for (const mine of section.paths)
          for (const theirs of other.paths)
            if (mine === theirs || mine.startsWith(`${theirs}.`)) {
              problems.push(`${section.id}:${mine} overlaps ${other.id}:${theirs}`);
            }
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses a malformed declaration when it loads', () => {
    const bad = { ...giftCardSettingsSection, id: 'Gift Cards', paths: [] };
    expect(() => defineSettingsSection(bad)).toThrow(/lowercase words.*owns no path/);
  });

  it("reads one path's value as is, and several paths as the document restricted to them", () => {
    const stored = document();
    expect(sectionValue(giftCardSettingsSection, stored)).toEqual(stored.GiftCardSettings);
    expect(sectionValue(feesSection, stored)).toEqual({
      Shippers: { UPS: { StandardUPSCharges: '12.00' } },
      wireOrder: stored.wireOrder,
    });
    const { GiftCardSettings: _gone, ...without } = stored;
    expect(sectionValue(giftCardSettingsSection, without)).toBeNull();
  });

  it('replaces only the paths of the section', () => {
    const stored = document();
    const next = withSectionValue(feesSection, stored, {
      Shippers: { UPS: { StandardUPSCharges: '1.00' }, Courier: { OMS: 'ignored' } },
      wireOrder: { OutgoingOrders: { WiredServiceFees: '2.00', WiredDeliveryFees: '3.00' } },
    });
    expect(next.Shippers).toEqual({ ...(stored.Shippers as object), UPS: { StandardUPSCharges: '1.00' } });
    expect(next.GiftCardSettings).toBe(stored.GiftCardSettings);
    // The stored document itself is never changed in place.
    expect((stored.Shippers as { UPS: unknown }).UPS).toEqual({ StandardUPSCharges: '12.00' });
  });

  it('saves a valid value, normalised by the document schema, keeping every other key', () => {
    const stored: Record<string, unknown> = { ...document(), LegacyBanner: { on: true } };
    const value = {
      ThresholdSetting: { GiftcardThresholdLimit: 7, EGiftcardThresholdLimit: 3 },
      PurchaseSetting: { MinPurchaseAmt: 5, MaxPurchaseAmt: 250 },
    };
    const save = applySettingsSection(giftCardSettingsSection, stored, value);
    expect(save).toEqual({ success: true, document: { ...stored, GiftCardSettings: value } });
    expect(sectionFields(feesSection, stored)).toEqual({
      'Shippers.UPS': { StandardUPSCharges: '12.00' },
      wireOrder: stored.wireOrder,
    });

    const fees = applySettingsSection(feesSection, stored, {
      Shippers: { UPS: { StandardUPSCharges: '4.5' } },
      wireOrder: { OutgoingOrders: { WiredServiceFees: '1', WiredDeliveryFees: '2' } },
    });
    expect(fees.success && fees.document.wireOrder).toEqual({
      OutgoingOrders: { WiredServiceFees: '1.00', WiredDeliveryFees: '2.00' },
    });
  });

  it("names the fields a bad value breaks, inside the section's value", () => {
    const stored = document();
    expect(
      applySettingsSection(giftCardSettingsSection, stored, {
        ThresholdSetting: { GiftcardThresholdLimit: 0, EGiftcardThresholdLimit: 3 },
        PurchaseSetting: { MinPurchaseAmt: 50, MaxPurchaseAmt: 10 },
      }),
    ).toEqual({
      success: false,
      fields: {
        'ThresholdSetting.GiftcardThresholdLimit': 'Enter a whole number of at least 1.',
        'PurchaseSetting.MinPurchaseAmt': 'Minimum amount cannot be greater than the maximum amount.',
        'PurchaseSetting.MaxPurchaseAmt': 'Maximum amount cannot be less than the minimum amount.',
      },
    });
    expect(applySettingsSection(giftCardSettingsSection, stored, undefined)).toMatchObject({
      success: false,
      fields: { Value: expect.any(String) },
    });
    // The whole document is checked too: a section schema that lets a bad fee through still fails.
    const bad = applySettingsSection(feesSection, stored, {
      Shippers: { UPS: { StandardUPSCharges: 'free' } },
      wireOrder: stored.wireOrder,
    });
    expect(bad).toEqual({
      success: false,
      fields: { 'Shippers.UPS.StandardUPSCharges': 'Enter an amount with at most 2 decimal places.' },
    });
    const loose = defineSettingsSection({ ...giftCardSettingsSection, id: 'loose', schema: z.unknown() });
    expect(applySettingsSection(loose, stored, { ThresholdSetting: {}, PurchaseSetting: {} })).toMatchObject({
      success: false,
      fields: { 'ThresholdSetting.GiftcardThresholdLimit': expect.any(String) },
    });
  });

  it('counts a section never saved as version 1', () => {
    expect(sectionVersionOf({}, 'gift-card-settings')).toBe(1);
    expect(sectionVersionOf({ 'gift-card-settings': 4 }, 'gift-card-settings')).toBe(4);
  });
});

describe("a section's own routes", () => {
  it("are the settings routes with the value checked by the section's schema", () => {
    const { read, save } = settingsSectionRoutes(giftCardSettingsSection);
    expect([read.method, read.path, save.method, save.path]).toEqual([
      'GET',
      '/settings/:document/:section',
      'PUT',
      '/settings/:document/:section',
    ]);
    const saved = { Section: 'gift-card-settings', Label: 'Gift Card Settings', Version: 2 };
    expect(read.response.safeParse({ ...saved, Value: null }).success).toBe(true);
    expect(read.response.safeParse({ ...saved, Value: 'not the settings' }).success).toBe(false);
    expect(save.body.safeParse({ Value: 'not the settings' }).success).toBe(false);
  });
});
