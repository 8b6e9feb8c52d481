import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { StorageItem } from '@/lib/schemas/storage-schemas';
import { associationLabel, associationPath } from '../model/storage-display';

export interface StorageAssociationLinkProps {
  kind: 'image' | 'file';
  item: Pick<StorageItem, 'mappedType' | 'mappedEntities'>;
  /** Id of the element naming the image or file, so the link says which one it belongs to. */
  describedBy?: string;
}

/**
 * VIEW ASSOC. JOB under an image, VIEW JOB beside a file: a link to the linked record, or with several
 * linked records (VIEW ASSOC. JOBS) a menu listing each of them.
 */
export function StorageAssociationLink({ kind, item, describedBy }: StorageAssociationLinkProps) {
  const label = associationLabel(kind, item);
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [first] = item.mappedEntities;
  if (!first) return null;
  if (item.mappedEntities.length === 1) {
    return (
      <Link
        component={RouterLink}
        to={associationPath(item.mappedType, first.context)}
        aria-describedby={describedBy}
        title={first.name}
        variant="button"
        underline="hover"
        sx={{ fontSize: '0.8125rem', whiteSpace: 'nowrap' }}
      >
        {label}
      </Link>
    );
  }
  return (
    <>
      <Button
        size="small"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-describedby={describedBy}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ px: 0.5, minWidth: 0, whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {item.mappedEntities.map((entity) => (
          <MenuItem
            key={entity.context}
            component={RouterLink}
            to={associationPath(item.mappedType, entity.context)}
            onClick={() => setAnchor(null)}
          >
            {entity.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
