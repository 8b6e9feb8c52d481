import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { EmptyState } from '@/components/empty-state';
import { ListPagination } from '@/components/data-table/list-pagination';
import { pricebookPageSizes, type PricebookCategory } from '@/lib/schemas/pricebook-schemas';
import { usePricebookBundleSearch, usePricebookCategorySearch, usePricebookItemSearch } from '../../api/search-pricebook';
import { breadcrumb, drillInto, drilldownRequest, subcategoryRequest, type CatalogQuery } from '../../model/catalog-state';
import { PricebookImage } from '../pricebook-image';
import { CATALOG_EMPTY_TEXT, CatalogBundleTable, CatalogItemTable } from './catalog-tables';

export interface CatalogCategoriesProps {
  query: CatalogQuery;
  onChange: (change: Partial<CatalogQuery>) => void;
}

function SubcategoryList({ categories, grid, onOpen }: { categories: readonly PricebookCategory[]; grid: boolean; onOpen: (category: PricebookCategory) => void }) {
  if (grid) {
    return (
      <Box component="ul" aria-label="Subcategories" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        {categories.map((category) => (
          <li key={category.context}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea onClick={() => onOpen(category)} sx={{ p: 1, display: 'grid', gap: 1, height: '100%', alignContent: 'start' }}>
                <PricebookImage type="Category" guid={category.imageGuid} name={category.name} />
                <Typography variant="subtitle2">{category.name}</Typography>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    );
  }
  return (
    <List dense aria-label="Subcategories" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}>
      {categories.map((category) => (
        <ListItem key={category.context} disablePadding divider>
          <ListItemButton onClick={() => onOpen(category)}>
            <ListItemText primary={category.name} secondary={category.childCount > 0 ? `${category.childCount} subcategories` : undefined} />
            <ChevronRight fontSize="small" aria-hidden />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** A drilled-into category's bundles and items (spec 3 §2: headings Bundles, then Products/Services). */
function CategoryContents({ query }: { query: CatalogQuery }) {
  const request = drilldownRequest(query);
  const bundles = usePricebookBundleSearch(request ?? drilldownPlaceholder, { enabled: request !== null });
  const items = usePricebookItemSearch(request ?? drilldownPlaceholder, { enabled: request !== null });
  if (!request) return null;
  return (
    <>
      {bundles.data && bundles.data.results.length > 0 ? (
        <Box component="section" aria-labelledby="catalog-category-bundles" sx={{ display: 'grid', gap: 1 }}>
          <Typography id="catalog-category-bundles" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Bundles
          </Typography>
          <CatalogBundleTable label={`Bundles in ${query.path.at(-1)?.name ?? ''}`} rows={bundles.data.results} updating={bundles.isFetching} />
        </Box>
      ) : null}
      <Box component="section" aria-labelledby="catalog-category-items" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="catalog-category-items" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Products/Services
        </Typography>
        <CatalogItemTable label={`Products/Services in ${query.path.at(-1)?.name ?? ''}`} rows={items.data?.results} updating={items.isFetching && items.data !== undefined} />
      </Box>
    </>
  );
}

const drilldownPlaceholder = subcategoryRequest({ searchTerm: '', favorites: false, category: '', vendor: '', pageNumber: 0, path: [], view: 'List' });

/**
 * The Categories tab (spec 3 §2 "Category catalog"): the breadcrumb from All (up to 4 levels), the
 * subcategories of where the user is (list or grid), then that category's bundles and items.
 */
export function CatalogCategories({ query, onChange }: CatalogCategoriesProps) {
  const subcategories = usePricebookCategorySearch(subcategoryRequest(query), { enabled: true });
  const crumbs = breadcrumb(query.path);
  const rows = subcategories.data?.results;
  const count = subcategories.data?.searchResultCount ?? 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Breadcrumbs aria-label="Category path">
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Typography key={crumb.depth} color="text.primary" aria-current="location">
              {crumb.name}
            </Typography>
          ) : (
            <Link key={crumb.depth} component="button" type="button" underline="hover" onClick={() => onChange({ path: query.path.slice(0, crumb.depth), searchTerm: '' })}>
              {crumb.name}
            </Link>
          ),
        )}
      </Breadcrumbs>
      {!rows ? <LinearProgress aria-label="Loading categories" /> : null}
      {rows && rows.length > 0 ? <SubcategoryList categories={rows} grid={query.view === 'Grid'} onOpen={(category) => onChange(drillInto(query, category))} /> : null}
      {rows && rows.length === 0 && query.path.length === 0 ? <EmptyState>{CATALOG_EMPTY_TEXT}</EmptyState> : null}
      {count > pricebookPageSizes.catalog ? (
        <ListPagination count={count} pageNumber={query.pageNumber} pageSize={pricebookPageSizes.catalog} onPageChange={(pageNumber) => onChange({ pageNumber })} />
      ) : null}
      <CategoryContents query={query} />
    </Box>
  );
}
