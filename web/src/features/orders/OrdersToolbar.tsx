import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  ORDER_FILTERS,
  ORDER_SEARCH_MAX,
  ORDER_SORT_LABELS,
  ORDER_SORTS,
  type OrderSort,
  type OrderStatus,
} from '@pressrun/domain';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useStores } from '../stores';

const ALL = 'all';
const FILTER_DATA = ORDER_FILTERS.map((f) => ({ value: f.status ?? ALL, label: f.label }));
const SORT_DATA = ORDER_SORTS.map((s) => ({ value: s, label: ORDER_SORT_LABELS[s] }));

/**
 * The orders list's filters, search and sort; all live in the page's address (see OrdersPage). The
 * store filter shows only for a company with a connected store (or one connected once).
 */
export function OrdersToolbar({
  status,
  q,
  sort,
  store,
  onStatus,
  onSearch,
  onSort,
  onStore,
}: {
  status: OrderStatus | null;
  q: string;
  sort: OrderSort;
  store: number | null;
  onStatus: (s: OrderStatus | null) => void;
  onSearch: (q: string) => void;
  onSort: (s: OrderSort) => void;
  onStore: (id: number | null) => void;
}) {
  const stores = useStores().data ?? [];
  const [text, setText] = useState(q);
  // The search last sent: an address that changes otherwise (back, a link) replaces the text.
  const sent = useRef(q);
  const search = useDebouncedCallback((value: string) => {
    sent.current = value.trim();
    onSearch(sent.current);
  }, 300);

  useEffect(() => {
    if (q === sent.current) return;
    sent.current = q;
    search.cancel();
    setText(q);
  }, [q, search]);

  const clear = () => {
    search.cancel();
    setText('');
    sent.current = '';
    onSearch('');
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Find orders">
      <Select
        label="Status"
        data={FILTER_DATA}
        value={status ?? ALL}
        onChange={(v) => onStatus(v && v !== ALL ? (v as OrderStatus) : null)}
        allowDeselect={false}
        checkIconPosition="right"
        w={{ base: '100%', xs: 200 }}
        data-testid="orders-filter"
      />
      {stores.length > 0 && (
        <Select
          label="Store"
          data={[
            { value: ALL, label: 'All stores' },
            ...stores.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          value={store === null ? ALL : String(store)}
          onChange={(v) => onStore(v && v !== ALL ? Number(v) : null)}
          allowDeselect={false}
          checkIconPosition="right"
          w={{ base: '100%', xs: 200 }}
          data-testid="orders-store-filter"
        />
      )}
      <TextInput
        label="Search"
        placeholder="Order id or PO"
        value={text}
        maxLength={ORDER_SEARCH_MAX}
        onChange={(e) => {
          setText(e.currentTarget.value);
          search(e.currentTarget.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') search.flush();
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        // Named 'Clear', not 'Clear search', so the field alone answers to the label Search.
        rightSection={text ? <CloseButton aria-label="Clear" onClick={clear} /> : null}
        style={{ flex: 1, minWidth: 0 }}
        miw={{ base: '100%', xs: 240 }}
        data-testid="orders-search"
      />
      <Select
        label="Sort by"
        data={SORT_DATA}
        value={sort}
        onChange={(v) => v && onSort(v as OrderSort)}
        allowDeselect={false}
        checkIconPosition="right"
        w={{ base: '100%', xs: 200 }}
        data-testid="orders-sort"
      />
    </Group>
  );
}
