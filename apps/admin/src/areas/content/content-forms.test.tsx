import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import { BannerForm } from './banners-page.tsx';
import { SettingsGroupForm } from './settings-page.tsx';
import { MaintenanceForm } from './site-page.tsx';

const BANNER = {
  id: 7,
  groupName: 'w_home',
  imageUrl: '/art/banner/w_home-1.svg',
  linkageType: '',
  linkageValue: '',
  sort: 10,
  enabled: true,
  startsAt: null,
  endsAt: null,
  texts: [
    { lang: 'EN', title: 'Autumn cup', subtitle: '' },
    { lang: 'CN', title: '秋季杯', subtitle: '' },
  ],
};

describe('BannerForm', () => {
  it('checks the fields with the contract schema before sending anything', async () => {
    const { requests } = fakeServer({});
    const onDone = vi.fn();
    renderAdmin(<BannerForm banner={null} group="w_home" onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Image' }).getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends a new banner with its text in the chosen language', async () => {
    const { requests } = fakeServer({ 'POST /backoffice/api/content/banners': ok({ ...BANNER, id: 8 }) });
    const onDone = vi.fn();
    renderAdmin(<BannerForm banner={null} group="w_promotion" onDone={onDone} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Image' }), '/art/banner/w_home-2.svg');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'CN');
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), '冬季杯');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requests[0]?.body).toMatchObject({
      groupName: 'w_promotion',
      imageUrl: '/art/banner/w_home-2.svg',
      lang: 'CN',
      title: '冬季杯',
      enabled: true,
    });
  });

  it("edits one language's text at a time and marks the field a server refusal names", async () => {
    const { requests } = fakeServer({
      'POST /backoffice/api/content/banners/update': fail(400, 'request_param_err', 'Invalid parameter', {
        field: 'image',
        reason: 'use a site path to an image',
      }),
    });
    const onDone = vi.fn();
    renderAdmin(<BannerForm banner={BANNER} group="w_home" onDone={onDone} />);
    const title = screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(title.value).toBe('Autumn cup');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'CN');
    await waitFor(() => expect(title.value).toBe('秋季杯'));
    await userEvent.clear(title);
    await userEvent.type(title, '冬季杯');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Image' }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(requests[0]?.body).toMatchObject({ id: 7, lang: 'CN', title: '冬季杯' });
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('SettingsGroupForm', () => {
  const appearance = {
    defaultTheme: 'dark',
    headerLogin: 'buttons',
    loginedToHomePage: false,
    chatHeaderColor: '#0d4fb3',
    imageCDNs: [],
    launchGameCDNs: [],
  };

  it("shows the group schema's own message for a bad value and sends nothing", async () => {
    const { requests } = fakeServer({});
    renderAdmin(<SettingsGroupForm group="appearance" stored={appearance} secretsSet={[]} canEdit />);
    const colour = screen.getByRole('textbox', { name: 'Chat window header colour' });
    await userEvent.clear(colour);
    await userEvent.type(colour, 'red');
    await userEvent.click(screen.getByRole('button', { name: 'Save Appearance' }));
    expect(colour.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('a colour like #0d4fb3');
    expect(requests).toHaveLength(0);
  });

  it('sends only the fields that changed', async () => {
    const { requests } = fakeServer({
      'POST /backoffice/api/brand/settings': ok({
        merchantCode: 'demo',
        name: 'Demo',
        groups: { appearance: { ...appearance, defaultTheme: 'light' } },
        secretsSet: [],
        registerRules: [],
      }),
    });
    renderAdmin(<SettingsGroupForm group="appearance" stored={appearance} secretsSet={[]} canEdit />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Default theme' }), 'light');
    await userEvent.click(screen.getByRole('button', { name: 'Save Appearance' }));
    await screen.findByText('Saved.');
    expect(requests[0]?.body).toEqual({ group: 'appearance', values: { defaultTheme: 'light' } });
  });

  it('refuses a money group whose minimum is above its maximum', async () => {
    const { requests } = fakeServer({});
    const money = {
      isSingle: true,
      walletVendors: [],
      depositChannels: [],
      withdrawalMin: 100,
      withdrawalMax: 1000,
      withdrawalDailyCount: 5,
      autoReceiveMinutes: 30,
      proofDailyUploads: 20,
      proofDailyMegabytes: 30,
      transferMin: 100,
      transferMax: 1000,
    };
    renderAdmin(<SettingsGroupForm group="money" stored={money} secretsSet={[]} canEdit />);
    const min = screen.getByRole('spinbutton', { name: 'Smallest withdrawal (minor units)' });
    await userEvent.clear(min);
    await userEvent.type(min, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Save Money and limits' }));
    expect(
      screen.getByRole('spinbutton', { name: 'Largest withdrawal (minor units)' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(requests).toHaveLength(0);
  });
});

describe('MaintenanceForm', () => {
  it('sends maintenance on with the message', async () => {
    const { requests } = fakeServer({
      'POST /backoffice/api/brand/maintenance': ok({
        maintenance: { on: true, start: null, end: null, active: true, message: 'Back soon' },
        region: { on: false, ranges: [] },
        switches: [],
      }),
    });
    renderAdmin(<MaintenanceForm state={{ on: false, start: null, end: null, active: false, message: '' }} canEdit />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Maintenance on' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Message on the maintenance screen' }), 'Back soon');
    await userEvent.click(screen.getByRole('button', { name: 'Save maintenance' }));
    await screen.findByText('Saved.');
    expect(requests[0]?.body).toMatchObject({ on: true, message: 'Back soon' });
  });
});
