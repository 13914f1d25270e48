import { fireEvent, render, screen } from '@testing-library/react';
import { RadioChoices } from './RadioChoices';

describe('RadioChoices (MUI RadioGroup row)', () => {
  it('is named by its heading, its radios share one name, and choosing by a label gives that value', () => {
    const chosen = jest.fn<void, [string]>();
    const options = [
      { value: 'top-right', label: 'Top right (default)' },
      { value: 'bottom-left', label: 'Bottom left' },
    ];
    render(
      <>
        <h3 id="where">Toast position</h3>
        <RadioChoices labelledBy="where" options={options} value="top-right" onChange={chosen} />
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Toast position' });
    const [first, second] = screen.getAllByRole('radio');
    expect(screen.getByRole('radio', { name: 'Top right (default)' })).toBeChecked();
    expect(second).not.toBeChecked();
    expect(first!.getAttribute('name')).toBeTruthy();
    expect(second).toHaveAttribute('name', first!.getAttribute('name'));
    expect(group).toContainElement(second!);
    fireEvent.click(screen.getByText('Bottom left'));
    expect(chosen.mock.calls).toEqual([['bottom-left']]);
  });
});
