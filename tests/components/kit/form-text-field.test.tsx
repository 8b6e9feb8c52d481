import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormTextField, type FormTextFieldProps } from '@/components/form-text-field';

type Values = { title: string };

function Field(props: Partial<FormTextFieldProps<Values>>) {
  const { control } = useForm<Values>({ defaultValues: { title: 'Pump' } });
  return <FormTextField control={control} name="title" label="Title" {...props} />;
}

describe('FormTextField', () => {
  it('with a limit, counts against it and takes no more characters than it', async () => {
    const user = userEvent.setup();
    render(<Field limit={6} slotProps={{ htmlInput: { 'data-kind': 'title' } }} />);
    const field = screen.getByRole('textbox', { name: 'Title' });
    expect(field).toHaveAttribute('maxlength', '6');
    expect(field).toHaveAttribute('data-kind', 'title');
    expect(screen.getByText('4/6')).toBeInTheDocument();
    await user.type(field, ' valve');
    expect(field).toHaveValue('Pump v');
    expect(screen.getByText('6/6')).toBeInTheDocument();
  });

  it('with only a counter, counts without stopping the typing', async () => {
    const user = userEvent.setup();
    render(<Field counterMax={6} />);
    const field = screen.getByRole('textbox', { name: 'Title' });
    expect(field).not.toHaveAttribute('maxlength');
    await user.type(field, ' valve');
    expect(field).toHaveValue('Pump valve');
    expect(screen.getByText('10/6')).toBeInTheDocument();
  });
});
