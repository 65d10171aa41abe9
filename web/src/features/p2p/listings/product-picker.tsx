import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { ProductSuggestion } from '../../products/index.ts';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../search/index.ts';
import { searchCatalog } from './listings-api.ts';

type ProductPickerProps = {
  onPick: (product: ProductSuggestion) => void;
  error?: string | undefined;
};

/**
 * The product of a new listing, by NDC or name, over the whole catalog (at least 3 characters,
 * 300 ms of quiet, each request aborting the previous one). Arrow keys and Enter pick.
 */
export function ProductPicker({ onPick, error }: ProductPickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [options, setOptions] = useState<ProductSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const input = text.trim();
    if (input.length < SEARCH_MIN_CHARS) return setOptions([]);
    const timer = setTimeout(() => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setLoading(true);
      searchCatalog(input, current.signal)
        .then((answer) => {
          setOptions(answer.data);
          combobox.openDropdown();
        })
        .catch(() => current.signal.aborted || setOptions([]))
        .finally(() => current.signal.aborted || setLoading(false));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // The combobox store is stable; only the text drives a search.
  }, [text]);

  useEffect(() => () => controller.current?.abort(), []);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const product = options.find((option) => option.id === id);
        if (!product) return;
        onPick(product);
        setText(`${product.name} ${product.strength} (NDC ${product.ndc})`);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label="Product (NDC or name)"
          placeholder="Type at least 3 characters"
          value={text}
          error={error}
          required
          rightSection={loading ? <Loader size="xs" /> : null}
          onChange={(event) => setText(event.currentTarget.value)}
          onFocus={() => options.length > 0 && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          data-testid="listing-product"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={options.length === 0}>
        <Combobox.Options>
          {options.map((option) => (
            <Combobox.Option value={option.id} key={option.id} data-testid="listing-product-option">
              <Text size="sm">
                {option.name} {option.strength}
              </Text>
              <Text size="xs" c="dimmed">
                NDC {option.ndc} · {option.package_size} · {option.manufacturer}
              </Text>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
