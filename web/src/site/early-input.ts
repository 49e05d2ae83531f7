/**
 * What a visitor typed or chose before the page's script ran is handed to the page once it is live.
 * The server's HTML is a working form from the first paint, and Preact adopts that HTML as it is: a
 * field that no longer holds what the server wrote gets the event the page listens for, so the
 * page's state takes the field's value (as React DOM does for changes made before hydration).
 */
export function replayEarlyInput(root: HTMLElement) {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  );
  for (const field of fields) {
    if (field instanceof HTMLSelectElement) {
      // With no option marked by the server, the first one is what the browser showed.
      const initial = Math.max(
        0,
        [...field.options].findIndex((o) => o.defaultSelected),
      );
      if (field.selectedIndex !== initial) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field.value !== field.defaultValue) field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
