import { deleteViewRoute, saveViewRoute, savedViewsRoute } from '@commerce/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api.ts';
import { routeQuery } from '../lib/route-query.ts';

/** The signed-in user's saved views of one list (named filter + sort + columns sets). */
const savedViewsOptions = (listId: string) => routeQuery(savedViewsRoute, { query: { list: listId } });

export const useSavedViews = (listId: string) =>
  useQuery({ ...savedViewsOptions(listId), select: (data) => data.Items, staleTime: 60_000 });

export function useSaveView(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { Name: string; Query: string }) =>
      call(saveViewRoute, { body: { ListID: listId, ...body } }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedViewsOptions(listId).queryKey }),
  });
}

export function useDeleteView(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(deleteViewRoute, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: savedViewsOptions(listId).queryKey }),
  });
}
