import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { truncateText } from '@/lib/format';
import { useCompactWidth } from '@/lib/use-compact-width';

export interface LayoutSection {
  id: string;
  /** The navigation's name for the section. */
  label: string;
  /** Phones: the line under the label, e.g. what the section holds (a customer name, a title). */
  secondary?: ReactNode;
  content: ReactNode;
  /** Only in one layout: a desktop section may show what two phone sections show. */
  only?: 'desktop' | 'phone';
}

export interface SectionsLayoutProps {
  /** The navigation's accessible name ("Intake sections"). */
  label: string;
  sections: readonly LayoutSection[];
  /** Phones: the open section (controlled), e.g. to show fields that failed validation. */
  phoneSection?: string | null;
  onPhoneSectionChange?: (id: string | null) => void;
}

/**
 * A record's sections with a navigation. Desktop: the sections one below the other beside a side
 * navigation (choosing one scrolls to it). Phones: the navigation as a list with sub-text; an item
 * opens its section alone, with All Sections to go back.
 */
export function SectionsLayout({ label, sections, phoneSection, onPhoneSectionChange }: SectionsLayoutProps) {
  const compact = useCompactWidth();
  const baseId = useId();
  const elementId = (id: string) => `${baseId}-section-${id}`;
  const shown = sections.filter((section) => section.only !== (compact ? 'desktop' : 'phone'));
  const [ownCurrent, setOwnCurrent] = useState<string | null>(null);
  const current = phoneSection === undefined ? ownCurrent : phoneSection;
  const setCurrent = (id: string | null) => {
    setOwnCurrent(id);
    onPhoneSectionChange?.(id);
  };
  const [desktopCurrent, setDesktopCurrent] = useState<string>(shown[0]?.id ?? '');

  if (compact) {
    const open = shown.find((section) => section.id === current);
    if (open) {
      return (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box>
            <Button startIcon={<ArrowBack />} onClick={() => setCurrent(null)} size="small">
              All Sections
            </Button>
          </Box>
          <Box id={elementId(open.id)}>{open.content}</Box>
        </Box>
      );
    }
    return (
      <Paper variant="outlined" component="nav" aria-label={label}>
        <List disablePadding>
          {shown.map((section, index) => (
            <ListItem key={section.id} disablePadding divider={index < shown.length - 1}>
              <ListItemButton
                onClick={() => {
                  setCurrent(section.id);
                  window.scrollTo({ top: 0 });
                }}
              >
                <ListItemText
                  primary={section.label}
                  secondary={typeof section.secondary === 'string' ? truncateText(section.secondary, 60) : section.secondary}
                  slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
                <ChevronRight color="action" />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    );
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '190px minmax(0, 1fr)', gap: 3, alignItems: 'start' }}>
      <Box component="nav" aria-label={label} sx={{ position: 'sticky', top: 16 }}>
        <List disablePadding>
          {shown.map((section) => (
            <ListItem key={section.id} disablePadding>
              <ListItemButton
                selected={section.id === desktopCurrent}
                aria-current={section.id === desktopCurrent ? 'location' : undefined}
                sx={{ borderRadius: 1 }}
                onClick={() => {
                  setDesktopCurrent(section.id);
                  const element = document.getElementById(elementId(section.id));
                  element?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                  element?.focus({ preventScroll: true });
                }}
              >
                <ListItemText primary={section.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        {shown.map((section) => (
          <Box key={section.id} id={elementId(section.id)} tabIndex={-1} sx={{ scrollMarginTop: 16, outline: 'none', minWidth: 0 }}>
            {section.content}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
