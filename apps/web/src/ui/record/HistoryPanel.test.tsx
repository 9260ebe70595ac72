import { describe, expect, it } from 'vitest';
import { historyFieldLabel, historyValue } from './HistoryPanel.tsx';

describe('the History panel', () => {
  it('names fields as staff read them', () => {
    expect(historyFieldLabel('xp.EagleCustomerNumber')).toBe('Eagle Customer Number');
    expect(historyFieldLabel('SecurityProfile.Roles')).toBe('Security Profile › Roles');
    expect(historyFieldLabel('xp.PO')).toBe('PO');
    expect(historyFieldLabel('ID')).toBe('ID');
    expect(historyFieldLabel('xp.seo.MetaTitle')).toBe('SEO › Meta Title');
  });

  it('shows values plainly: nothing as —, lists joined, objects by their fields', () => {
    expect(historyValue(null)).toBe('—');
    expect(historyValue('')).toBe('—');
    expect(historyValue(['a', 'b'])).toBe('a, b');
    // A category's Content starts as {}: an empty arrow read as a missing value.
    expect(historyValue({})).toBe('—');
    expect(historyValue({ PORequired: true, PONumber: null })).toBe('PORequired: true; PONumber: —');
    expect(historyValue(12.5)).toBe('12.5');
  });
});
