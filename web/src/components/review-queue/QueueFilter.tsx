import { Select, type SelectProps } from '@mantine/core';
import { useSearchParams } from 'react-router';

export type FilterOptions<V extends string> = ReadonlyArray<{ value: V; label: string }>;

const isOption = <V extends string>(options: FilterOptions<V>, v: string | null): v is V =>
  options.some((o) => o.value === v);

/**
 * A queue's filters, kept in the address (?status=…&kind=…) so a view can be shared and survives a
 * reload: each filter's value, or its fallback when the address has none or another, and a setter
 * that writes them all.
 */
export function useQueueFilters<F extends Record<string, string>>(
  spec: {
    [K in keyof F]: { options: FilterOptions<F[K]>; fallback: F[K] };
  },
): [F, (next: Partial<F>) => void] {
  const [params, setParams] = useSearchParams();
  const values = {} as F;
  for (const key of Object.keys(spec) as Array<keyof F & string>) {
    const v = params.get(key);
    values[key] = isOption(spec[key].options, v) ? v : spec[key].fallback;
  }
  return [values, (next) => setParams(new URLSearchParams({ ...values, ...next }))];
}

/** One filter of a queue: a Select that always holds one of its options. */
export function QueueFilter<V extends string>({
  options,
  value,
  onChange,
  ...select
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  options: FilterOptions<V>;
  value: V;
  onChange: (v: V) => void;
  'data-testid'?: string;
}) {
  return (
    <Select
      data={options as Array<{ value: V; label: string }>}
      value={value}
      onChange={(v) => isOption(options, v) && onChange(v)}
      allowDeselect={false}
      {...select}
    />
  );
}
