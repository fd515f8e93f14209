import type { TMenuVendor } from '@app/contracts/calls/games';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '../../../test/render.tsx';
import { VendorMenu } from './vendor-menu.tsx';

// The lobby's vendor menu: white logos name the buttons; a colour logo (hover, chosen) loads only for
// the chosen vendor and for a button the pointer or the keyboard has reached.

const vendor = (code: string, name: string): TMenuVendor => ({
  vassalage: code,
  name,
  isHot: 0,
  accountTypeId: 1,
  logoWhite: `/art/vendors/${code}-WHITE.svg`,
  logoColor: `/art/vendors/${code}-COLOR.svg`,
  maintenance: false,
  firstGame: null,
});
const vendors = [vendor('STF', 'Starfall'), vendor('MYR', 'Myriad'), vendor('CRL', 'Coral')];
const colours = () =>
  [...document.querySelectorAll('.vendor-menu__logo--color')].map((i) => i.getAttribute('src')?.split('/').pop());

afterEach(cleanup);

describe('the vendor menu', () => {
  it('shows every white logo and only the chosen vendor’s colour logo at first', async () => {
    await renderInLanguage(<VendorMenu vendors={vendors} selected="MYR" onSelect={() => {}} />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('title'))).toEqual(['Starfall', 'Myriad', 'Coral']);
    expect(screen.getByRole('img', { name: 'Coral' }).getAttribute('src')).toBe('/art/vendors/CRL-WHITE.svg');
    expect(colours()).toEqual(['MYR-COLOR.svg']);
  });

  it('loads a colour logo when the pointer reaches its button, or focus does, and chooses on click', async () => {
    const onSelect = vi.fn();
    await renderInLanguage(<VendorMenu vendors={vendors} selected={null} onSelect={onSelect} />);
    expect(colours()).toEqual([]);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Coral' }));
    expect(colours()).toEqual(['CRL-COLOR.svg']);
    act(() => screen.getByRole('button', { name: 'Starfall' }).focus());
    expect(colours()).toEqual(['STF-COLOR.svg', 'CRL-COLOR.svg']);
    fireEvent.click(screen.getByRole('button', { name: 'Starfall' }));
    expect(onSelect).toHaveBeenCalledWith('STF');
  });
});
