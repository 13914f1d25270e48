import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '../features/theme/buildTheme';
import { PointerHint } from './PointerHint';

describe('PointerHint (ADR 0149)', () => {
  function renderHint() {
    const clicked = jest.fn();
    render(
      <ThemeProvider theme={buildTheme('#1565c0')}>
        <PointerHint title="Notifications">
          <IconButton aria-label="Notifications, 3 unread" onClick={clicked}>
            x
          </IconButton>
        </PointerHint>
      </ThemeProvider>,
    );
    return clicked;
  }

  it('keeps the button its own name and the hint out of the accessibility tree', async () => {
    const clicked = renderHint();
    const button = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    const hint = screen.getByText('Notifications');
    expect(hint).toHaveAttribute('aria-hidden', 'true');
    expect(hint.parentElement).toBe(button.parentElement);
    // Hovered past MUI's delay: no tooltip element is made (no popper, no state), and the click goes through.
    await userEvent.hover(button);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.click(button);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('is shown by CSS on hover (where a device can hover) and on keyboard focus', () => {
    renderHint();
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    expect(rules).toMatch(/@media \(hover: hover\) \{\.ph-anchor:hover>\.ph-hint \{opacity: 1;[^}]*transition-delay: 100ms;\}\}/);
    expect(rules).toMatch(/\n\.ph-anchor:has\(:focus-visible\)>\.ph-hint \{opacity: 1;/);
    expect(rules).toMatch(/\n\.ph-hint \{position: absolute;[^}]*opacity: 0;/);
  });
});
