import { RowIconButton } from '@/components/row-icon-button';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { useToggleFavorite, type FavoriteTarget } from '../api/pricebook-item-actions';

/** Spec 3 §4 "Favorites": a star that adds the entry to the signed-in user's favorites or takes it out. */
export function FavoriteToggle({ target, name }: { target: FavoriteTarget; name: string }) {
  const toggle = useToggleFavorite();
  const favorite = Boolean(target.favoriteIdentifier);
  const label = favorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`;
  return (
    // A plain title, not a Tooltip, and a light button: lists show a star on every row.
    <RowIconButton title={favorite ? 'Favorite' : 'Add to favorites'} aria-label={label} aria-pressed={favorite} disabled={toggle.isPending} onClick={() => toggle.mutate(target)}>
      {favorite ? <Star fontSize="small" sx={{ color: 'warning.main' }} /> : <StarBorder fontSize="small" />}
    </RowIconButton>
  );
}
