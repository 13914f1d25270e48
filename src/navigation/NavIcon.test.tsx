import { render } from '@testing-library/react';
import { ICONS, NAV_ICON_PATHS, PlainNavIcon } from './NavIcon';
import type { IconKey } from './navModel';

const paths = (svg: Element | null) => [...(svg?.querySelectorAll('path') ?? [])].map((path) => path.getAttribute('d'));

describe('plain navigation icons (ADR 0143)', () => {
  it.each(Object.keys(ICONS) as IconKey[])('"%s" draws the same paths as its Material icon', (key) => {
    const Icon = ICONS[key];
    const material = render(<Icon />).container.querySelector('svg');
    const plain = render(<PlainNavIcon name={key} className="icon" />).container.querySelector('svg');
    expect(paths(plain)).toEqual(paths(material));
    expect(paths(plain).length).toBeGreaterThan(0);
  });

  it('is hidden from assistive technology, not focusable, and drawn by its caller’s class; an unknown key draws the dashboard', () => {
    const { container } = render(<PlainNavIcon name="no-such-icon" className="ps-option-icon" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveClass('ps-option-icon');
    expect(paths(svg)).toEqual([...NAV_ICON_PATHS.dashboard]);
  });
});
