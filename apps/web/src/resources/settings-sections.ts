import {
  settingsSectionRoute,
  settingsSectionRoutes,
  settingsSectionsRoute,
  type SettingsSection,
} from '@commerce/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, isStaleVersion } from '../lib/api.ts';
import { routeKey } from '../lib/route-query.ts';

/*
 * Sections of a settings document (packages/domain settings-sections.ts; GET/PUT
 * /api/settings/{document}/{section}): each read with its own version and saved against it, so saves of
 * two different sections never refuse each other. Every screen that edits a section (delivery panels,
 * gift card settings, SEO pages …) reads and saves it through these.
 */

type SectionRef = Pick<SettingsSection, 'document' | 'id'>;

const sectionParams = (section: SectionRef) => ({ document: section.document, section: section.id });

/** A section's entry in the cache: its own route's key, whoever filled it (its read or the page's). */
const sectionKey = (section: SectionRef) =>
  routeKey(settingsSectionRoute, { params: sectionParams(section) });

/** A section's read, its value typed by the section's schema (settingsSectionRoutes). */
export const settingsSectionOptions = <Schema extends z.ZodType>(section: SettingsSection<Schema>) =>
  queryOptions({
    queryKey: sectionKey(section),
    queryFn: ({ signal }) =>
      call(settingsSectionRoutes(section).read, { params: sectionParams(section), signal }),
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
  const input = { params: { document }, query: { sections: ids.join(',') } };
  return queryOptions({
    queryKey: routeKey(settingsSectionsRoute, input),
    queryFn: async ({ signal, client }) => {
      const answer = await call(settingsSectionsRoute, { ...input, signal });
      for (const section of answer.Sections)
        client.setQueryData(sectionKey({ document, id: section.Section }), section);
      return answer;
    },
    retry: false,
  });
};

export const useSettingsSections = (
  document: SettingsSection['document'],
  sections: readonly Pick<SettingsSection, 'id'>[],
) => useQuery(settingsSectionsOptions(document, sections));

export const useSettingsSection = <Schema extends z.ZodType>(section: SettingsSection<Schema>) =>
  useQuery(settingsSectionOptions(section));

/**
 * Saves a section's new value (as the section's schema takes it) against the version the editor saw. The
 * answer goes straight into the cache; on a stale version (412: someone else saved the section meanwhile)
 * the caller fetches the section again (the form and change hooks below do, then rebase the user's input on
 * it).
 */
export function useSaveSettingsSection<Schema extends z.ZodType>(section: SettingsSection<Schema>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ value, version }: { value: z.input<Schema>; version: number }) =>
      call(settingsSectionRoutes(section).save, {
        params: sectionParams(section),
        body: { Value: value },
        version,
      }),
    onSuccess: (saved) => client.setQueryData(sectionKey(section), saved),
  });
}

/**
 * A change made to a section's latest value (add a fee to the list, close a date): `change(next)` computes
 * the new value from the value in the cache and saves it against that value's version. On 412 the section
 * is fetched again and `staleText` thrown, so the caller keeps the user's input and they can try again on
 * the reloaded value.
 */
export function useSettingsSectionChange<Schema extends z.ZodType>(
  section: SettingsSection<Schema>,
  staleText: string,
) {
  const client = useQueryClient();
  const save = useSaveSettingsSection(section);
  const { queryKey } = settingsSectionOptions(section);
  return {
    pending: save.isPending,
    change: async (next: (current: z.output<Schema> | null) => z.input<Schema>) => {
      const current = client.getQueryData(queryKey);
      if (!current) throw new Error('The settings are not loaded yet.');
      try {
        return await save.mutateAsync({ value: next(current.Value), version: current.Version });
      } catch (error) {
        if (!isStaleVersion(error)) throw error;
        await client.refetchQueries({ queryKey });
        throw new Error(staleText);
      }
    },
  };
}
