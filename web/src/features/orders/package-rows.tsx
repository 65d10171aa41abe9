/**
 * The packages of a shipment (pharmacy-side §3 Shipment, §9), one editor for every kind of seller:
 * rows to add and remove, weight in lbs required, length, width and height at least 1, at least one
 * package. The form that holds them checks them with the API's own rule (domain/shipping/packages.ts).
 */
import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PackageForm } from './supplier-orders-api.ts';

export const EMPTY_PACKAGE: PackageForm = { weight: '', length: '', width: '', height: '' };
const SIDES = ['length', 'width', 'height'] as const;

/** The test ids of the editor: the row's, and the prefix of its fields' ('' → 'package-weight'). */
export type PackageTestIds = { row: string; prefix: string };

type PackageFormValues = { packages: PackageForm[] };

/** The packages' heading, their error and one row per package. */
export function PackageRows<V extends PackageFormValues>(props: {
  form: UseFormReturnType<V>;
  testIds: PackageTestIds;
}) {
  const form = props.form as unknown as UseFormReturnType<PackageFormValues>;
  const { row, prefix } = props.testIds;
  const { packages } = form.values;
  return (
    <>
      <Text fw={600} size="sm">
        Packages
      </Text>
      {form.errors.packages && (
        <Text c="red" size="sm">
          {form.errors.packages}
        </Text>
      )}
      {packages.map((_pkg, index) => (
        <Group key={index} align="flex-start" data-testid={row}>
          <TextInput
            label="Weight (lbs)"
            required
            w={120}
            {...form.getInputProps(`packages.${index}.weight`)}
            data-testid={`${prefix}package-weight`}
          />
          {SIDES.map((side) => (
            <TextInput
              key={side}
              label={`${side[0]!.toUpperCase()}${side.slice(1)} (in)`}
              required
              w={100}
              inputMode="numeric"
              {...form.getInputProps(`packages.${index}.${side}`)}
              data-testid={`${prefix}package-${side}`}
            />
          ))}
          <ActionIcon
            mt={28}
            color="red"
            variant="subtle"
            aria-label={`Remove package ${index + 1}`}
            disabled={packages.length === 1}
            onClick={() => form.removeListItem('packages', index)}
            data-testid={`${prefix}package-remove`}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
    </>
  );
}

/** The button that adds an empty package row. */
export function AddPackageButton<V extends PackageFormValues>(props: {
  form: UseFormReturnType<V>;
  testIds: PackageTestIds;
  w?: string;
}) {
  const form = props.form as unknown as UseFormReturnType<PackageFormValues>;
  return (
    <Button
      variant="subtle"
      w={props.w}
      onClick={() => form.insertListItem('packages', { ...EMPTY_PACKAGE })}
      data-testid={`${props.testIds.prefix}package-add`}
    >
      Add package
    </Button>
  );
}
