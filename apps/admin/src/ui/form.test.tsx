import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { StaffApiError } from '../lib/api.ts';
import { renderAdmin } from '../test/render.tsx';
import { SelectField, TextAreaField, TextField, useZodForm } from './form.tsx';

// A refused field says what its schema wants (the same schema the server checks with), not a bare
// "Check this field"; a form's own words for a field win; a field the server named says "check".

const ZForm = z.object({
  name: z.string().trim().min(3).max(8),
  count: z.number().int().min(1).max(50),
  rate: z.number().gt(0),
  email: z.email(),
  site: z.url(),
  kind: z.enum(['a', 'b']),
  note: z.string().min(1),
  code: z.string().regex(/^[A-Z]+$/),
});

function Harness({ server }: { server?: StaffApiError }) {
  const form = useZodForm(ZForm, {
    name: 'ab',
    count: Number.NaN,
    rate: 0,
    email: 'nope',
    site: '',
    kind: '' as 'a',
    note: '',
    code: 'abc',
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (server) form.serverErrors(server);
        else form.validate();
      }}
    >
      <TextField form={form} name="name" label="Name" />
      <TextField form={form} name="count" label="Count" type="number" />
      <TextField form={form} name="rate" label="Rate" type="number" />
      <TextField form={form} name="email" label="E-mail" />
      <TextField form={form} name="site" label="Site" />
      <SelectField form={form} name="kind" label="Kind" options={[{ value: 'c', label: 'C' }]} />
      <TextAreaField form={form} name="note" label="Note" />
      <TextField form={form} name="code" label="Code" invalidText="Capital letters only." />
      <button type="submit">Save</button>
    </form>
  );
}

const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const id = field.getAttribute('aria-describedby') ?? '';
  return document.getElementById(id.split(' ').pop() ?? '')?.textContent;
};

describe('form fields', () => {
  it('say what their schema wants when refused, and the form’s own words where it has them', async () => {
    renderAdmin(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf('Name')).toBe('At least 3 characters.');
    expect(errorOf('Count')).toBe('Enter a number.');
    expect(errorOf('Rate')).toBe('More than 0.');
    expect(errorOf('E-mail')).toBe('Enter an e-mail address (name@example.com).');
    expect(errorOf('Site')).toBe('Fill in this field.');
    expect(errorOf('Kind')).toBe('Fill in this field.');
    expect(errorOf('Note')).toBe('Fill in this field.');
    expect(errorOf('Code')).toBe('Capital letters only.');
  });

  it('name the bound that was passed, and clear a field’s text once it changes', async () => {
    renderAdmin(<Harness />);
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'much too long');
    const count = screen.getByLabelText('Count');
    await userEvent.type(count, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf('Name')).toBe('At most 8 characters.');
    expect(errorOf('Count')).toBe('At most 50.');
    await userEvent.type(name, 'x');
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('mark the fields the server refused with "check this field"', async () => {
    const refused = new StaffApiError('request_param_err', 400, { fields: [{ field: 'email' }] });
    renderAdmin(<Harness server={refused} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf('E-mail')).toBe('Check this field.');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });
});
