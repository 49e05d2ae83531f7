import { TextInput } from '@mantine/core';
import { MAX_INPUT, MSG } from '@pressrun/domain';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * The search form: one required query of at most 256 characters; submitting goes
 * to /search?q=…; the form's messages show under the field.
 */
export function SearchBox({
  initial = '',
  size = 'md',
  autoFocus = false,
}: {
  initial?: string;
  size?: 'sm' | 'md' | 'lg';
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValue(initial), [initial]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The rules of searchQuerySchema, checked by hand so the public pages need not load zod.
    const q = value.trim();
    const problem = !q ? MSG.searchRequired : q.length > MAX_INPUT ? MSG.maxLength : null;
    setError(problem);
    if (!problem) navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  return (
    <search>
      <form onSubmit={submit} noValidate>
        <TextInput
          name="q"
          type="search"
          aria-label="Search products"
          placeholder="Search mugs, bottles, posters, colours…"
          leftSection={<IconSearch size={18} stroke={1.8} />}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          size={size}
          radius="md"
          autoFocus={autoFocus}
          autoComplete="off"
        />
      </form>
    </search>
  );
}
