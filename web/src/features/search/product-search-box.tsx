import { Badge, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { type ProductSuggestion, searchProducts } from '../products/index.ts';
import { searchP2pProducts } from '../p2p/buying/index.ts';

/** Search box debounce (pharmacy-side §9) and the shortest input searched (supplier-side §5). */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_LIMIT = 10;

/**
 * The header search box: after 300 ms of quiet and at least 3 characters it asks for suggestions;
 * each new request aborts the one before (supplier-side §4). Arrow keys move through the
 * suggestions, Enter opens the product; Enter without a chosen suggestion opens the result list.
 * While the page shows p2p_only results, suggestions come from the rph2rph autosuggest (p2p
 * listings only) and the result list keeps p2p_only.
 */
export function ProductSearchBox() {
  const navigate = useNavigate();
  const p2pOnly = useRouterState({ select: (s) => isP2pOnly(s.location.search) });
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
      (p2pOnly
        ? searchP2pProducts(input, current.signal)
        : searchProducts(input, current.signal, { limit: SEARCH_LIMIT })
      )
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
    // The combobox store is stable; the text and the p2p mode drive a search.
  }, [text, p2pOnly]);

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
    const p2p = p2pOnly ? { p2p_only: true } : {};
    void navigate({ to: '/products', search: isNdc ? { ndc: input, ...p2p } : { keywords: input, ...p2p } });
  };

  return (
    <Combobox store={combobox} onOptionSubmit={open} withinPortal>
      <Combobox.Target>
        <TextInput
          placeholder={p2pOnly ? 'Search pharmacy-to-pharmacy stock' : 'Search by name or NDC'}
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

/** The URL's p2p_only flag (1 or true, as the marketplace search reads it). */
function isP2pOnly(search: unknown): boolean {
  const value = (search as Record<string, unknown> | undefined)?.p2p_only;
  return value === true || value === 1 || value === '1' || value === 'true';
}
