import { categoryApi } from '@commerce/domain';
import { CATEGORY_PAGE_SIZE } from '@commerce/domain';
import { queryOptions } from '@tanstack/react-query';
import { defineResource } from '../lib/resource.ts';

/** The category tree of catalogue Bachmans (list rows are tree nodes; records the category page). */
export const categoryResource = defineResource(categoryApi, {
  name: 'categories',
  versionOf: (detail) => detail.Version,
  idOf: (detail) => detail.ID,
});

/** The query of one page of a node's children (null: the roots), in ListOrder, 100 a page. */
export const categoryChildrenOptions = (parentId: string | null, page = 1) =>
  queryOptions({
    // A list key: every change to a category (useRecordChange, create, delete) refreshes the tree's levels.
    ...categoryResource.listOptions({
      ParentID: parentId === null ? '!*' : parentId.replace(/[\\*|!<>]/g, (c) => `\\${c}`),
      page: String(page),
      pageSize: String(CATEGORY_PAGE_SIZE),
      sortBy: 'ListOrder',
    }),
    // Each level keeps its own rows: no other level's shown while it loads.
    placeholderData: undefined,
  });
