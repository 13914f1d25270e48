import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import Palette from '@mui/icons-material/Palette';
import { HexColorInput, HexColorPicker } from 'react-colorful';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { contrastReport, isValidHex, normalizeHex } from '../../lib/colorRamp';
import { customPickerOpened, headerMenuToggled, closeHeaderPopup, selectHeader } from '../header/headerSlice';
import { POPUP_TRIGGER_ATTR } from '../../ui/popupTrigger';
import { RadioChoices } from '../../ui/RadioChoices';
import {
  COLOR_SCHEMES,
  colorSchemeChosen,
  customColorPreviewed,
  customColorSaved,
  darkModeToggled,
  SCHEME_COLORS,
  selectDarkMode,
  selectShownPrimaryColor,
  selectThemePreferences,
} from './themeSlice';
import type { ColorScheme } from './themeSlice';

const SCHEME_LABELS: Record<ColorScheme, string> = { teal: 'Teal', blue: 'Blue', green: 'Green', purple: 'Purple', orange: 'Orange' };
const SCHEME_OPTIONS: readonly { value: string; label: string }[] = COLOR_SCHEMES.map((value) => ({ value, label: SCHEME_LABELS[value] }));

/** 16 preset swatches for the custom colour picker. */
const SWATCHES = [
  '#319795', '#0ea5e9', '#22c55e', '#d946ef', '#f59e0b', '#ef4444', '#6366f1', '#14b8a6',
  '#84cc16', '#ec4899', '#f97316', '#8b5cf6', '#06b6d4', '#64748b', '#a16207', '#0f766e',
];

/** The dark-mode control: an icon button in the header, a labelled switch in Settings. */
export function DarkModeControl({ variant }: { variant: 'icon' | 'switch' }) {
  const dispatch = useAppDispatch();
  const dark = useAppSelector(selectDarkMode);
  if (variant === 'switch') {
    return <FormControlLabel control={<Switch checked={dark} onChange={() => dispatch(darkModeToggled())} />} label="Dark mode" />;
  }
  const label = dark ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => dispatch(darkModeToggled())}>
        {dark ? <LightMode /> : <DarkMode />}
      </IconButton>
    </Tooltip>
  );
}

/** The picker's warning when white or dark text on the colour falls short of AA (a warning: the colour still saves). */
export function contrastWarning(hex: string): string | null {
  if (!isValidHex(hex)) return null;
  const { white, dark, failing } = contrastReport(hex);
  if (failing.length === 0) return null;
  const ratio = (n: number) => `${n.toFixed(1)}:1`;
  const which = failing.map((f) => (f === 'white' ? `white text ${ratio(white)}` : `dark text ${ratio(dark)}`)).join(', ');
  return `Low contrast (${which}; WCAG AA needs 4.5:1). The portal adjusts text and headers to stay readable.`;
}

const WARNING_ID = 'custom-colour-contrast';

// Header popups render inside the header (disablePortal), so their content stays in the banner landmark (axe 'region').
function CustomColorPicker({ anchor }: { anchor: HTMLElement | null }) {
  const dispatch = useAppDispatch();
  const { customPickerOpen } = useAppSelector(selectHeader);
  const current = useAppSelector(selectShownPrimaryColor);
  /** Closed by Escape, Apply or Enter: the focus goes back to the theme button (the menu item that opened it is gone). */
  const returnFocus = useRef(false);
  const save = (hex: string) => {
    if (!isValidHex(hex)) return;
    returnFocus.current = true;
    dispatch(customColorSaved(normalizeHex(hex)));
  };
  const warning = contrastWarning(current);
  return (
    <Popover
      disablePortal
      open={customPickerOpen}
      anchorEl={anchor}
      // Escape or a click away cancels: the store drops the unsaved preview and the saved colour shows again.
      onClose={(event, reason) => {
        returnFocus.current = reason === 'escapeKeyDown';
        closeHeaderPopup(dispatch, event, reason, null);
      }}
      disableRestoreFocus
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { 'aria-label': 'Custom colour', role: 'dialog', sx: { width: 280, maxWidth: 'calc(100vw - 32px)' } } as object,
        transition: {
          onExited: () => {
            if (returnFocus.current) anchor?.focus();
            returnFocus.current = false;
          },
        },
      }}
    >
      {/* Every part fits the popover's width (ADR 0103): the picker, the 8×2 swatches and the hex row with Apply. */}
      <Box sx={{ p: 2, '& .react-colorful': { width: '100%', height: 160 } }}>
        <Typography variant="subtitle2" component="h2" gutterBottom>
          Custom Color
        </Typography>
        {/* Live while dragging; saved (and closed) when the drag ends. */}
        <Box onPointerUp={() => save(current)} onKeyUp={(e) => e.key.startsWith('Arrow') && save(current)}>
          <HexColorPicker color={current} onChange={(hex) => dispatch(customColorPreviewed(hex))} aria-label="Colour" />
        </Box>
        <Box role="group" aria-label="Preset colours" sx={{ display: 'grid', gridTemplateColumns: 'repeat(8, minmax(0, 1fr))', gap: 0.5, mt: 1.5 }}>
          {SWATCHES.map((hex) => (
            <Box
              key={hex}
              component="button"
              type="button"
              aria-label={`Use ${hex}`}
              onClick={() => save(hex)}
              sx={{ width: '100%', aspectRatio: '1', minWidth: 0, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: hex, cursor: 'pointer', p: 0 }}
            />
          ))}
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center' }}>
          <Box
            component={HexColorInput}
            prefixed
            color={current}
            onChange={(hex: string) => dispatch(customColorPreviewed(hex))}
            onKeyDown={(e: React.KeyboardEvent<HTMLInputElement>) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                const typed = e.currentTarget.value.trim();
                save(typed.startsWith('#') ? typed : `#${typed}`);
              }
            }}
            aria-label="Hex colour"
            aria-describedby={warning ? WARNING_ID : undefined}
            sx={{ flex: 1, minWidth: 0, width: '100%', font: 'inherit', px: 1, py: 0.5, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary' }}
          />
          <Button size="small" variant="contained" onClick={() => save(current)} sx={{ flexShrink: 0 }}>
            Apply
          </Button>
        </Stack>
        {warning && (
          // A note the hex field points to, not a live region: it changes on every step of a drag.
          <Alert id={WARNING_ID} role="note" severity="warning" variant="outlined" sx={{ mt: 1.5, py: 0, fontSize: 13 }}>
            {warning}
          </Alert>
        )}
      </Box>
    </Popover>
  );
}

/** The header's theme colour menu: the presets and the custom colour picker. */
export function ThemeMenu() {
  const dispatch = useAppDispatch();
  const { openMenu } = useAppSelector(selectHeader);
  const { colorScheme, customColor } = useAppSelector(selectThemePreferences);
  // The DOM node menus anchor to (not product state).
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <Tooltip title="Theme colour">
        <IconButton
          ref={setAnchor}
          aria-label="Theme colour"
          {...{ [POPUP_TRIGGER_ATTR]: 'theme' }}
          aria-haspopup="menu"
          aria-expanded={openMenu === 'theme'}
          onClick={() => dispatch(headerMenuToggled('theme'))}
        >
          <Palette />
        </IconButton>
      </Tooltip>
      <Menu
        disablePortal
        anchorEl={anchor}
        open={openMenu === 'theme'}
        onClose={(event, reason) => closeHeaderPopup(dispatch, event, reason, 'theme')}
      >
        {COLOR_SCHEMES.map((scheme) => {
          const selected = customColor === null && colorScheme === scheme;
          return (
            <MenuItem key={scheme} selected={selected} onClick={() => dispatch(colorSchemeChosen(scheme))}>
              <ListItemIcon>
                <Box sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: SCHEME_COLORS[scheme] }} aria-hidden />
              </ListItemIcon>
              <ListItemText primary={scheme === 'teal' ? `${SCHEME_LABELS[scheme]} (default)` : SCHEME_LABELS[scheme]} />
              {selected && <Check fontSize="small" aria-label="selected" />}
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem selected={customColor !== null} onClick={() => dispatch(customPickerOpened())}>
          <ListItemIcon>
            <Box sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: customColor ?? 'transparent', border: 1, borderColor: 'divider' }} aria-hidden />
          </ListItemIcon>
          <ListItemText primary="Custom Color" />
        </MenuItem>
      </Menu>
      <CustomColorPicker anchor={anchor} />
    </>
  );
}

/** Settings ▸ Appearance: dark mode and the colour scheme (the custom colour shows when one is saved). */
export function AppearanceSettings() {
  const dispatch = useAppDispatch();
  const { colorScheme, customColor } = useAppSelector(selectThemePreferences);
  return (
    <>
      <DarkModeControl variant="switch" />
      <RadioChoices
        label="Colour scheme"
        options={customColor ? [...SCHEME_OPTIONS, { value: 'custom', label: `Custom (${customColor})` }] : SCHEME_OPTIONS}
        value={customColor ? 'custom' : colorScheme}
        onChange={(value) => {
          const scheme = COLOR_SCHEMES.find((s) => s === value);
          if (scheme) dispatch(colorSchemeChosen(scheme));
        }}
      />
    </>
  );
}
