import type { CategoryTab } from '@commerce/domain';

export const categoryPath = (id: string, tab?: CategoryTab | string) =>
  `/categories/${encodeURIComponent(id)}${tab && tab !== 'settings' ? `/${tab}` : ''}`;

/** The category and tab the URL names (/categories/{id}/{tab}). */
export function readCategoryUrl(splat: string | undefined): { id: string | null; tab: string | undefined } {
  const [id, tab] = (splat ?? '').split('/').filter(Boolean);
  return { id: id ? decodeURIComponent(id) : null, tab };
}
