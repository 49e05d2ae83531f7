import { MAX_INPUT, MSG } from '@pressrun/domain';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSiteNav } from '../../../app/site-nav';
import classes from './SearchBox.module.css';

/**
 * The search form: one required query of at most 256 characters; submitting goes
 * to /search?q=…; the form's messages show under the field. It is a plain GET form, so it also
 * searches before the page's script has come; the script checks the query first and moves on
 * without reloading inside the app.
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
  const { navigate } = useSiteNav();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${useId()}-error`;
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
    // The form itself is the search landmark: the newer <search> element is not one yet for every
    // browser and screen reader.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <form role="search" action="/search" method="get" onSubmit={submit} noValidate>
      <div className={classes.field} data-size={size} data-invalid={error ? true : undefined}>
        <div className={classes.control}>
          <input
            className={classes.input}
            name="q"
            type="search"
            aria-label="Search products"
            placeholder="Search mugs, bottles, posters, colours…"
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            // biome-ignore lint/a11y/noAutofocus: the search page without a query is there to be typed into
            autoFocus={autoFocus}
            autoComplete="off"
          />
          <span className={classes.icon}>
            <IconSearch size={18} stroke={1.8} aria-hidden />
          </span>
        </div>
        {error && (
          <p id={errorId} role="alert" className={classes.error}>
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
