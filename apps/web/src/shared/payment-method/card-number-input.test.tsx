// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { CardNumberInput } from './card-number-input';

function Harness({ accepted }: { accepted?: string[] }) {
  const [value, setValue] = useState('');
  return <CardNumberInput value={value} onChange={setValue} acceptedBrands={accepted} />;
}

const field = () => screen.getByRole('textbox', { name: /Card number/ });

describe('CardNumberInput', () => {
  it('groups the digits as they are typed and shows the brand', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.queryByTestId('card-brand')).toBeNull();
    await user.type(field(), '4242424242424242');
    expect(field()).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByTestId('card-brand')).toHaveTextContent('Visa');
    // Nothing the browser may keep: no autofill, no spelling dictionary.
    expect(field()).toHaveAttribute('autocomplete', 'off');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
  });

  it('formats American Express 4-6-5 and ignores letters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(field(), '3782a822463b10005');
    expect(field()).toHaveValue('3782 822463 10005');
    expect(screen.getByTestId('card-brand')).toHaveTextContent('American Express');
    // A sixteenth digit does not fit an Amex number.
    await user.type(field(), '9');
    expect(field()).toHaveValue('3782 822463 10005');
  });

  it('takes a pasted number and flags a brand the account does not take', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness accepted={['Visa', 'MasterCard']} />);
    await user.click(field());
    await user.paste('6011-1111-1111-1117');
    expect(field()).toHaveValue('6011 1111 1111 1117');
    expect(screen.getByText('Discover is not accepted on this account')).toBeInTheDocument();
  });
});
