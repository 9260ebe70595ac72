import type { SettingsSection, SettingsSectionResponse, SettingsSectionsResponse } from '@commerce/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isStaleVersion } from '../lib/api.ts';

/*
 * Sections of a settings document (packages/domain settings-sections.ts; GET/PUT
 * /api/settings/{document}/{section}): each read with its own version and saved against it, so saves of
 * two different sections never refuse each other. Every screen that edits a section (delivery panels,
 * gift card settings, SEO pages …) reads and saves it through these.
 */

const sectionUrl = (section: Pick<SettingsSection, 'document' | 'id'>) =>
  `/settings/${section.document}/${section.id}`;

export const settingsSectionKey = (section: Pick<SettingsSection, 'document' | 'id'>) =>
  ['settings', section.document, section.id] as const;

export const settingsSectionOptions = <Value>(section: Pick<SettingsSection, 'document' | 'id'>) =>
  queryOptions({
    queryKey: settingsSectionKey(section),
    queryFn: ({ signal }) => api<SettingsSectionResponse<Value>>(sectionUrl(section), { signal }),
    // A missing document (404 'BuyerXP Not Found') or a refusal shows at once; it is not retried.
    retry: false,
  });

/**
 * The sections a page shows, read in one request (GET /api/settings/{document}?sections=a,b). Each answer
 * goes into its section's own entry, so the page's panels find theirs there and read and save it as before;
 * a page waits for this query before showing them, or each panel would ask for its section itself.
 */
export const settingsSectionsOptions = (
  document: SettingsSection['document'],
  sections: readonly Pick<SettingsSection, 'id'>[],
) => {
  const ids = sections.map((section) => section.id);
  return queryOptions({
    queryKey: ['settings', document, { sections: ids }] as const,
    queryFn: async ({ signal, client }) => {
      const answer = await api<SettingsSectionsResponse>(
        `/settings/${document}?sections=${ids.map(encodeURIComponent).join(',')}`,
        { signal },
      );
      for (const section of answer.Sections)
        client.setQueryData(settingsSectionKey({ document, id: section.Section }), section);
      return answer;
    },
    retry: false,
  });
};

export const useSettingsSections = (
  document: SettingsSection['document'],
  sections: readonly Pick<SettingsSection, 'id'>[],
) => useQuery(settingsSectionsOptions(document, sections));

export const useSettingsSection = <Value>(section: Pick<SettingsSection, 'document' | 'id'>) =>
  useQuery(settingsSectionOptions<Value>(section));

/**
 * Saves a section's new value against the version the editor saw. The answer goes straight into the
 * cache; on a stale version (412: someone else saved the section meanwhile) the caller fetches the section
 * again (the form and change hooks below do, then rebase the user's input on it).
 */
export function useSaveSettingsSection<Value>(section: Pick<SettingsSection, 'document' | 'id'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ value, version }: { value: unknown; version: number }) =>
      api<SettingsSectionResponse<Value>>(sectionUrl(section), {
        method: 'PUT',
        body: { Value: value },
        version,
      }),
    onSuccess: (saved) => client.setQueryData(settingsSectionKey(section), saved),
  });
}

/**
 * A change made to a section's latest value (add a fee to the list, close a date): `change(next)` computes
 * the new value from the value in the cache and saves it against that value's version. On 412 the section
 * is fetched again and `staleText` thrown, so the caller keeps the user's input and they can try again on
 * the reloaded value.
 */
export function useSettingsSectionChange<Value>(
  section: Pick<SettingsSection, 'document' | 'id'>,
  staleText: string,
) {
  const client = useQueryClient();
  const save = useSaveSettingsSection<Value>(section);
  return {
    pending: save.isPending,
    change: async (next: (current: Value | null) => unknown): Promise<SettingsSectionResponse<Value>> => {
      const current = client.getQueryData<SettingsSectionResponse<Value>>(settingsSectionKey(section));
      if (!current) throw new Error('The settings are not loaded yet.');
      try {
        return await save.mutateAsync({ value: next(current.Value), version: current.Version });
      } catch (error) {
        if (!isStaleVersion(error)) throw error;
        await client.refetchQueries({ queryKey: settingsSectionKey(section) });
        throw new Error(staleText);
      }
    },
  };
}
