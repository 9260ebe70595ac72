import type { SavedView } from '@commerce/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

/** The signed-in user's saved views of one list (named filter + sort + columns sets). */
const savedViewsKey = (listId: string) => ['saved-views', listId] as const;

export const useSavedViews = (listId: string) =>
  useQuery({
    queryKey: savedViewsKey(listId),
    queryFn: ({ signal }) => api<{ Items: SavedView[] }>('/saved-views', { query: { list: listId }, signal }),
    select: (data) => data.Items,
    staleTime: 60_000,
  });

export function useSaveView(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { Name: string; Query: string }) =>
      api<SavedView>('/saved-views', { method: 'POST', body: { ListID: listId, ...body } }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedViewsKey(listId) }),
  });
}

export function useDeleteView(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/saved-views/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedViewsKey(listId) }),
  });
}
