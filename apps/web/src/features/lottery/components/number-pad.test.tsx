import type { PadGroup, Selection } from '@app/contracts/lottery/types';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInLanguage } from '../../../test/render.tsx';
import { NumberPad } from './number-pad.tsx';

afterEach(cleanup);

const SUM: PadGroup = { key: 'sum', kind: 'options', options: ['big', 'small', 'odd', 'even'], min: 1, max: 2 };
const NUMBERS: PadGroup = { key: 'numbers', kind: 'digits', digits: 2, min: 1, max: 2 };

/** The pad as the betting page holds it, the selection shown for the test to read. */
function Harness({ groups, random }: { groups: PadGroup[]; random?: () => number }) {
  const [sel, setSel] = useState<Selection>({});
  return (
    <>
      <NumberPad groups={groups} selection={sel} onChange={setSel} random={random} />
      <output data-testid="sel">{JSON.stringify(sel)}</output>
    </>
  );
}
const selection = () => JSON.parse(screen.getByTestId('sel').textContent ?? '{}') as Selection;

describe('the lottery pad', () => {
  it('picks and unpicks options, and takes no more than the group allows', async () => {
    const user = userEvent.setup();
    await renderInLanguage(<Harness groups={[SUM]} />);
    await user.click(screen.getByRole('button', { name: 'Big' }));
    await user.click(screen.getByRole('button', { name: 'Odd' }));
    await user.click(screen.getByRole('button', { name: 'Even' }));
    expect(selection()).toEqual({ sum: ['big', 'odd'] });
    expect(screen.getByRole('button', { name: 'Even' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Big' }));
    expect(selection()).toEqual({ sum: ['odd'] });
    expect(screen.getByText('Pick 1 to 2')).toBeTruthy();
  });

  it('adds typed numbers as chips, refuses a wrong length or a repeat, and removes a chip', async () => {
    const user = userEvent.setup();
    await renderInLanguage(<Harness groups={[NUMBERS]} />);
    const input = screen.getByLabelText('Type a 2-digit number');
    await user.type(input, '7{Enter}');
    expect(screen.getByRole('alert').textContent).toContain('Type exactly the number of digits asked.');
    expect(selection()).toEqual({});
    await user.clear(input);
    await user.type(input, '07');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(selection()).toEqual({ numbers: ['07'] });
    await user.type(input, '07{Enter}');
    expect(screen.getByRole('alert').textContent).toContain('This number is already chosen.');
    await user.clear(input);
    await user.type(input, '42{Enter}');
    await user.type(input, '99{Enter}');
    expect(screen.getByRole('alert').textContent).toContain('No more numbers can be added to this play.');
    expect(selection()).toEqual({ numbers: ['07', '42'] });
    await user.click(screen.getByRole('button', { name: 'Remove 07' }));
    expect(selection()).toEqual({ numbers: ['42'] });
  });

  it('quick pick makes a valid selection for every group, and clear empties it', async () => {
    const user = userEvent.setup();
    const values = [0.99, 0.05, 0.5];
    let i = 0;
    await renderInLanguage(<Harness groups={[SUM, NUMBERS]} random={() => values[i++ % values.length] ?? 0} />);
    await user.click(screen.getByRole('button', { name: 'Quick pick' }));
    const picked = selection();
    expect(picked.sum).toHaveLength(1);
    expect(SUM.kind === 'options' && SUM.options.includes(picked.sum?.[0] ?? '')).toBe(true);
    expect(picked.numbers?.[0]).toMatch(/^[0-9]{2}$/);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(selection()).toEqual({});
  });
});
