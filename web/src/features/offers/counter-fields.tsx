import { Checkbox, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { serviceTypeName } from '../../../../domain/shipping/shipping-options.ts';

/** The counter form's values, as typed (the price is decimal text, read exactly into cents by the API). */
export type CounterForm = {
  price: string;
  quantity: number | string;
  shipping: boolean;
  shipping_method: string | null;
  note: string;
};

/** For a seller with no shipping methods of its own (a p2p pharmacy), which may name any. */
const DEFAULT_METHODS = ['ground', 'two_day', 'overnight'].map((service_type) => ({
  service_type,
  name: serviceTypeName(service_type),
}));

type CounterFieldsProps = {
  form: UseFormReturnType<CounterForm>;
  methods: { service_type: string; name: string }[] | undefined;
};

/**
 * Price, quantity, an optional shipping method and a note (§5 Offer counter: when the shipping box
 * is ticked a method must be chosen — 'select one shipping method').
 */
export function CounterFields({ form, methods }: CounterFieldsProps) {
  const choices = (methods && methods.length > 0 ? methods : DEFAULT_METHODS).map((m) => ({
    value: m.service_type,
    label: m.name,
  }));
  return (
    <Stack gap="sm">
      <TextInput
        label="Price per pack"
        leftSection="$"
        inputMode="decimal"
        {...form.getInputProps('price')}
        data-testid="counter-price"
        data-autofocus
      />
      <NumberInput
        label="Quantity"
        min={1}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('quantity')}
        data-testid="counter-quantity"
      />
      <Checkbox
        label="Set the shipping method"
        {...form.getInputProps('shipping', { type: 'checkbox' })}
        data-testid="counter-shipping"
      />
      {form.values.shipping && (
        <Select
          label="Shipping method"
          placeholder="Choose a method"
          data={choices}
          {...form.getInputProps('shipping_method')}
          data-testid="counter-shipping-method"
        />
      )}
      <Textarea
        label="Note"
        autosize
        minRows={2}
        maxLength={1000}
        {...form.getInputProps('note')}
        data-testid="counter-note"
      />
    </Stack>
  );
}
