import { useState, type ReactNode } from 'react';
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

export interface IntakeSection {
  id: string;
  label: string;
  /** Phones: the line under the label (the customer name, the description). */
  secondary?: string;
  content: ReactNode;
}

export interface IntakeSectionsLayoutProps {
  /** Desktop: the left navigation's sections, all shown one below the other. */
  desktop: IntakeSection[];
  /** Phones: the navigation list; choosing an item shows that section alone. */
  phone: IntakeSection[];
  /** Phones: the open section (controlled), e.g. to show fields that failed validation. */
  phoneSection?: string | null;
  onPhoneSectionChange?: (id: string | null) => void;
}

export const sectionElementId = (id: string): string => `intake-section-${id}`;

/**
 * Spec 2 §2: the intake editor's and view's left navigation. Desktop: Intake, Forms, Jobs,
 * Schedule beside the sections (choosing one scrolls to it). Phones: Customer, Intake Details,
 * Forms, Jobs, Schedule as a list with sub-text; an item opens its section with a way back.
 */
export function IntakeSectionsLayout({ desktop, phone, phoneSection, onPhoneSectionChange }: IntakeSectionsLayoutProps) {
  const compact = useCompactWidth();
  const [ownCurrent, setOwnCurrent] = useState<string | null>(null);
  const current = phoneSection === undefined ? ownCurrent : phoneSection;
  const setCurrent = (id: string | null) => {
    setOwnCurrent(id);
    onPhoneSectionChange?.(id);
  };
  const [desktopCurrent, setDesktopCurrent] = useState<string>(desktop[0]?.id ?? '');

  if (compact) {
    const open = phone.find((section) => section.id === current);
    if (open) {
      return (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box>
            <Button startIcon={<ArrowBack />} onClick={() => setCurrent(null)} size="small">
              All Sections
            </Button>
          </Box>
          <Box id={sectionElementId(open.id)}>{open.content}</Box>
        </Box>
      );
    }
    return (
      <Paper variant="outlined" component="nav" aria-label="Intake sections">
        <List disablePadding>
          {phone.map((section, index) => (
            <ListItem key={section.id} disablePadding divider={index < phone.length - 1}>
              <ListItemButton
                onClick={() => {
                  setCurrent(section.id);
                  window.scrollTo({ top: 0 });
                }}
              >
                <ListItemText
                  primary={section.label}
                  secondary={section.secondary ? truncateText(section.secondary, 60) : undefined}
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
      <Box component="nav" aria-label="Intake sections" sx={{ position: 'sticky', top: 16 }}>
        <List disablePadding>
          {desktop.map((section) => (
            <ListItem key={section.id} disablePadding>
              <ListItemButton
                selected={section.id === desktopCurrent}
                aria-current={section.id === desktopCurrent ? 'location' : undefined}
                sx={{ borderRadius: 1 }}
                onClick={() => {
                  setDesktopCurrent(section.id);
                  const element = document.getElementById(sectionElementId(section.id));
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
        {desktop.map((section) => (
          <Box key={section.id} id={sectionElementId(section.id)} tabIndex={-1} sx={{ scrollMarginTop: 16, outline: 'none', minWidth: 0 }}>
            {section.content}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
