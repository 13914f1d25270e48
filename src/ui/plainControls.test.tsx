import { useState } from 'react';
import { CONTROL_HEIGHTS } from './controlHeights';
import { fireEvent, render, screen } from '@testing-library/react';
import { buildTheme } from '../features/theme/buildTheme';
import { PlainButton, plainButtonClass, PlainCheckbox, plainControlStyles } from './plainControls';
import type { PlainButtonColor, PlainButtonVariant } from './plainControls';

const theme = buildTheme('#319795');
const sheet: Record<string, unknown> = plainControlStyles(theme);
const VARIANTS: PlainButtonVariant[] = ['contained', 'outlined', 'text'];
const COLORS: PlainButtonColor[] = ['primary', 'error', 'warning'];

describe('plain controls (ADR 0156)', () => {
  it('has a rule for every variant, colour and size a plain button can take', () => {
    for (const variant of VARIANTS) {
      for (const size of ['small', 'medium'] as const) {
        const rule = sheet[`.pc-btn.pc-${variant}.pc-${size}`] as { padding?: string } | undefined;
        expect(rule?.padding).toMatch(/^\d+px \d+px$/);
      }
      expect(sheet[`.pc-btn.pc-${variant}`]).toBeDefined();
      for (const color of COLORS) expect(plainButtonClass(variant, color, 'small')).toBe(`pc-btn pc-${variant} pc-${color} pc-small`);
    }
    // Outlined and text primary buttons draw the readable primary shade, as the theme's MuiButton override does;
    // the other colours their main shade.
    const colour = (name: PlainButtonColor) => sheet[`.pc-btn.pc-${name}`] as Record<string, string>;
    expect(colour('primary')['--pc-ink']).toBe(theme.vars.palette.link);
    expect(colour('error')['--pc-ink']).toBe(theme.vars.palette.error.main);
    expect(colour('warning')['--pc-main']).toBe(theme.vars.palette.warning.main);
    // Every button is a 44 px target on a phone.
    // One height per size on every page (ADR 0171); every button a 44 px target on a phone.
    expect(sheet['.pc-btn.pc-medium']).toEqual({ minHeight: CONTROL_HEIGHTS.medium });
    expect(sheet['.pc-btn.pc-small']).toEqual({ minHeight: CONTROL_HEIGHTS.small, [theme.breakpoints.down('sm')]: { minHeight: 44 } });
  });

  it('a plain button is a button that never submits a form, with the props it is given', () => {
    const clicked = jest.fn<void, [string]>();
    render(
      <form onSubmit={() => clicked('submitted')}>
        <PlainButton variant="contained" size="small" aria-busy onClick={() => clicked('clicked')}>
          Approve
        </PlainButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Approve' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveClass('pc-btn', 'pc-contained', 'pc-primary', 'pc-small');
    fireEvent.click(button);
    expect(clicked.mock.calls).toEqual([['clicked']]);
  });

  it('a plain checkbox is named by its label and toggles from anywhere in its target, unless disabled', () => {
    function Box({ disabled }: { disabled: boolean }) {
      const [checked, setChecked] = useState(false);
      return <PlainCheckbox checked={checked} disabled={disabled} onChange={() => setChecked((c) => !c)} label="Select Alex Rivera" touch={false} />;
    }
    const { rerender } = render(<Box disabled={false} />);
    const box = screen.getByRole('checkbox', { name: 'Select Alex Rivera' });
    const target = box.closest('label');
    expect(target).not.toBeNull();
    fireEvent.click(target!);
    expect(box).toBeChecked();
    fireEvent.click(box);
    expect(box).not.toBeChecked();
    rerender(<Box disabled />);
    expect(box).toBeDisabled();
    fireEvent.click(target!);
    expect(box).not.toBeChecked();
  });
});
