/** What the composition root and other modules may use of the categories module. */
export { categoryRoutes } from './routes.ts';
export { toCategory } from './mapper.ts';
export { categorySearch } from './search.ts';
export { BACHMANS_CATALOG_FILE } from './published.ts';
export {
  CATALOG_NAMES,
  catalogueRow,
  ensureCatalog,
  saveCatalogueXp,
  type CatalogId,
  type CatalogueRow,
} from './catalogues.ts';
export {
  deleteDrawerRow,
  drawerNames,
  drawerRow,
  drawerSummaries,
  insertDrawer,
  listDrawers,
  toDrawer,
  unknownDrawers,
  updateDrawerRow,
  aseDrawerList,
  type DrawerRow,
} from './ase-drawers.ts';
export {
  assignableCategories,
  categoriesAndChildren,
  categoriesOfProducts,
  categoryIdsOfProducts,
  categoryName,
  categoryNames,
  categoryNameOf,
  inCategoryWhere,
  lockCategory,
  placeProducts,
  productIdsInCategory,
  removeProductsFromCatalogues,
  setCategoriesOfProducts,
  unknownCategories,
  unplaceProducts,
  unplaceProductsFrom,
} from './placements.ts';
export { activeCategorySlugs, activeEmptyCategoryCount } from './queries.ts';
