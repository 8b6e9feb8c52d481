import { memo, useId, useMemo, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { useStableCallback } from '@/components/use-stable-callback';
import { useCompactWidth } from '@/lib/use-compact-width';
import { cartCount, overrideCartItem, setCartQuantity, type Cart } from '../../model/catalog-cart';
import { usePrefetchPricebookBundles, usePrefetchPricebookItems } from '../../api/search-pricebook';
import { catalogListRequest, changeCatalogQuery, initialCatalogState, type CatalogQuery, type CatalogState, type CatalogType } from '../../model/catalog-state';
import { CatalogCartView } from './catalog-cart-view';
import { CatalogCategories } from './catalog-categories';
import { CatalogContext, type CatalogActions } from './catalog-context';
import { CatalogDetail, type CatalogDetailTarget } from './catalog-detail';
import { CatalogBundles, CatalogItems } from './catalog-lists';
import { CatalogToolbar } from './catalog-toolbar';

export interface PricebookCatalogPanelProps {
  open: boolean;
  onClose: () => void;
  /** Add to Job: the cart's entries, in cart order. The panel then clears its cart and closes. */
  onAddToJob: (cart: Cart) => void;
}

const tabs: { type: CatalogType; label: string }[] = [
  { type: 'Bundle', label: 'Bundles' },
  { type: 'Category', label: 'Categories' },
  { type: 'Item', label: 'Products/Services' },
];

/** The kinds' tabs (memoized: MUI's Tabs measures its tabs after each render, so it renders only when the kind changes). */
const CatalogTabs = memo(function CatalogTabs({ type, onChange }: { type: CatalogType; onChange: (type: CatalogType) => void }) {
  return (
    <Tabs value={type} onChange={(_, next: CatalogType) => onChange(next)} aria-label="Pricebook catalog" sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
      {tabs.map((tab) => (
        <Tab key={tab.type} value={tab.type} label={tab.label} />
      ))}
    </Tabs>
  );
});

/**
 * The pricebook catalog panel (spec 3 §2, §4 "Catalog", "Quantity selector"): a right side panel
 * (full screen on phones) with the Bundles, Categories and Products/Services tabs (on phones a
 * navigation list with a back item), each keeping its own search and page; item and bundle detail
 * views; the job cart with Add to Job.
 */
export function PricebookCatalogPanel({ open, onClose, onAddToJob }: PricebookCatalogPanelProps) {
  const titleId = useId();
  const compact = useCompactWidth();
  // Desktop opens on items; a phone starts at the navigation list (no kind chosen).
  const [type, setType] = useState<CatalogType | null>(compact ? null : 'Item');
  const [state, setState] = useState<CatalogState>(initialCatalogState);
  const [cart, setCart] = useState<Cart>([]);
  const [detail, setDetail] = useState<CatalogDetailTarget | null>(null);
  const [showCart, setShowCart] = useState(false);

  const actions = useMemo<CatalogActions>(
    () => ({
      cart,
      setItemQuantity: (item, quantity) => setCart((current) => setCartQuantity(current, { kind: 'Item', item }, quantity)),
      setBundleQuantity: (bundle, quantity) => setCart((current) => setCartQuantity(current, { kind: 'Bundle', bundle }, quantity)),
      openItem: (item) => setDetail({ kind: 'Item', item }),
      openBundle: (bundle) => setDetail({ kind: 'Bundle', bundle }),
    }),
    [cart],
  );
  const prefetchItems = usePrefetchPricebookItems();
  const prefetchBundles = usePrefetchPricebookBundles();
  // A new search of items or bundles is asked for at once, so it loads while the panel renders.
  const changeQuery = useStableCallback((kind: CatalogType, next: Partial<CatalogQuery>) => {
    const upcoming = changeCatalogQuery(state, kind, next)[kind];
    if (kind === 'Item') void prefetchItems(catalogListRequest('Item', upcoming));
    if (kind === 'Bundle') void prefetchBundles(catalogListRequest('Bundle', upcoming));
    setState((current) => changeCatalogQuery(current, kind, next));
  });
  // One stable handler per kind, so a search re-renders the list, not the toolbar and tabs around it.
  const changers = useMemo(
    () => ({
      Bundle: (next: Partial<CatalogQuery>) => changeQuery('Bundle', next),
      Category: (next: Partial<CatalogQuery>) => changeQuery('Category', next),
      Item: (next: Partial<CatalogQuery>) => changeQuery('Item', next),
    }),
    [changeQuery],
  );
  const change = (kind: CatalogType) => changers[kind];
  const addToJob = () => {
    onAddToJob(cart);
    setCart([]);
    setShowCart(false);
    onClose();
  };

  let body;
  if (showCart) {
    body = <CatalogCartView cart={cart} onOverride={(itemContext, override) => setCart((current) => overrideCartItem(current, itemContext, override))} />;
  } else if (detail) {
    body = <CatalogDetail target={detail} onBack={() => setDetail(null)} />;
  } else if (type === null) {
    body = (
      <List aria-label="Pricebook catalog">
        {tabs.map((tab) => (
          <ListItem key={tab.type} disablePadding divider>
            <ListItemButton onClick={() => setType(tab.type)}>
              <ListItemText primary={tab.label} />
              <ChevronRight aria-hidden />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  } else {
    const query = state[type];
    const onChange = change(type);
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <CatalogToolbar key={type} type={type} query={query} onChange={onChange} />
        {type === 'Item' ? <CatalogItems query={query} onPage={(pageNumber) => onChange({ pageNumber })} /> : null}
        {type === 'Bundle' ? <CatalogBundles query={query} onPage={(pageNumber) => onChange({ pageNumber })} /> : null}
        {type === 'Category' ? <CatalogCategories query={query} onChange={onChange} /> : null}
      </Box>
    );
  }

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: { xs: '100%', md: 820 }, maxWidth: '100%', contain: 'content' } } }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {showCart ? 'Job Cart' : 'Pricebook'}
          </Typography>
          <IconButton aria-label="Close" onClick={onClose}>
            <Close />
          </IconButton>
        </Box>
        {!showCart && !detail && !compact && type !== null ? (
          <CatalogTabs type={type} onChange={setType} />
        ) : null}
        {!showCart && !detail && compact && type !== null ? (
          <List dense disablePadding sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <ListItem disablePadding>
              <ListItemButton onClick={() => setType(null)}>
                <ArrowBack fontSize="small" sx={{ mr: 1 }} aria-hidden />
                <ListItemText primary={`Back (${tabs.find((tab) => tab.type === type)?.label ?? ''})`} />
              </ListItemButton>
            </ListItem>
          </List>
        ) : null}
        <CatalogContext.Provider value={actions}>
          <Box sx={{ flex: 1, overflowY: 'auto', p: 2 }}>{body}</Box>
        </CatalogContext.Provider>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          {showCart ? (
            <>
              <Button onClick={() => setShowCart(false)}>Back / Add More Items</Button>
              {cart.length > 0 ? (
                <Button variant="contained" onClick={addToJob}>
                  Add to Job
                </Button>
              ) : null}
            </>
          ) : (
            <>
              <Button onClick={onClose}>Close</Button>
              <Button
                variant="contained"
                startIcon={
                  <Badge color="secondary" badgeContent={cartCount(cart)} invisible aria-hidden>
                    <ShoppingCartOutlined />
                  </Badge>
                }
                onClick={() => {
                  setDetail(null);
                  setShowCart(true);
                }}
              >
                Job Cart ({cartCount(cart)})
              </Button>
            </>
          )}
        </Box>
      </Box>
    </Drawer>
  );
}
