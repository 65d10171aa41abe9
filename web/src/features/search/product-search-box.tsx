import { Badge, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { ProductSuggestion } from '../products/products-api.ts';
import { searchProducts } from '../products/products-api.ts';

/** Search box debounce (pharmacy-side §9) and the shortest input searched (supplier-side §5). */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_LIMIT = 10;

/**
 * The header search box: after 300 ms of quiet and at least 3 characters it asks for suggestions;
 * each new request aborts the one before (supplier-side §4). Arrow keys move through the
 * suggestions, Enter opens the product; Enter without a chosen suggestion opens the result list.
 */
export function ProductSearchBox() {
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<ProductSuggestion[]>([]);
  const [state, setState] = useState<'idle' | 'loading' | 'done' | 'error'>('idle');
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const input = text.trim();
    if (input.length < SEARCH_MIN_CHARS) {
      controller.current?.abort();
      setSuggestions([]);
      setState('idle');
      return;
    }
    const timer = setTimeout(() => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState('loading');
      searchProducts(input, current.signal, { limit: SEARCH_LIMIT })
        .then((result) => {
          setSuggestions(result.data);
          setState('done');
          combobox.openDropdown();
        })
        .catch((error: unknown) => {
          if (current.signal.aborted || (error instanceof DOMException && error.name === 'AbortError'))
            return;
          setSuggestions([]);
          setState('error');
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // The combobox store is stable; only the text drives a search.
  }, [text]);

  useEffect(() => () => controller.current?.abort(), []);

  // Once the new options are in the DOM, the first one is selected so Enter opens it.
  useEffect(() => {
    if (suggestions.length > 0) combobox.selectFirstOption();
  }, [suggestions, combobox]);

  const open = (id: string) => {
    combobox.closeDropdown();
    setText('');
    void navigate({ to: '/products/$id', params: { id } });
  };

  const submitText = () => {
    const input = text.trim();
    if (input.length < SEARCH_MIN_CHARS) return;
    combobox.closeDropdown();
    const isNdc = /^[\d\s-]+$/.test(input);
    void navigate({ to: '/products', search: isNdc ? { ndc: input } : { keywords: input } });
  };

  return (
    <Combobox store={combobox} onOptionSubmit={open} withinPortal>
      <Combobox.Target>
        <TextInput
          placeholder="Search by name or NDC"
          aria-label="Search products"
          value={text}
          w={{ base: 180, md: 360 }}
          data-testid="product-search"
          rightSection={state === 'loading' ? <Loader size="xs" /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && combobox.getSelectedOptionIndex() < 0) {
              event.preventDefault();
              submitText();
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={text.trim().length < SEARCH_MIN_CHARS} data-testid="product-suggestions">
        <Combobox.Options>
          {suggestions.map((s) => (
            <Combobox.Option value={s.id} key={s.id} data-testid="product-suggestion">
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500}>
                  {s.name} {s.strength}
                </Text>
                {s.incart && (
                  <Badge size="xs" variant="light" data-testid="suggestion-incart">
                    In cart
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {s.form} · {s.package_size} · NDC {s.ndc} · {s.manufacturer}
              </Text>
            </Combobox.Option>
          ))}
          {state === 'done' && suggestions.length === 0 && <Combobox.Empty>No products found</Combobox.Empty>}
          {state === 'error' && <Combobox.Empty>Search failed. Please try again.</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
