import { describe, expect, it, vi } from 'vitest';

// The public pages hydrate on Preact's React layer (the site's build resolves react to it), and
// holding a part back relies on how Preact hydrates: so this file runs on it too.
vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-dev-runtime'));
vi.mock('react-dom/client', async () => await import('preact/compat/client'));

const { createRoot, hydrateRoot } = await import('react-dom/client');
const { HydrateLater, hydrateInParts, whenHydrated } = await import('./hydrate-later');

/** A page with a part held back: what each click reached is written to `clicks`. */
function Page({ clicks }: { clicks: string[] }) {
  return (
    <main>
      <section>
        <button type="button" onClick={() => clicks.push('first')}>
          first
        </button>
      </section>
      <HydrateLater>
        <footer>
          <button type="button" onClick={() => clicks.push('later')}>
            later
          </button>
        </footer>
      </HydrateLater>
      <p>after</p>
    </main>
  );
}

const SERVER_HTML =
  '<main><section><button type="button">first</button></section>' +
  '<footer><button type="button">later</button></footer><p>after</p></main>';

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe('hydrating a page in parts', () => {
  it('keeps a held part as the server wrote it, then makes that same HTML live in a later task', async () => {
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    const footer = container.querySelector('footer')!;
    const clicks: string[] = [];
    const live: string[] = [];

    const hydrated = hydrateInParts(() => hydrateRoot(container, <Page clicks={clicks} />));
    whenHydrated(() => live.push('page'));
    button(container, 'first').click();
    button(container, 'later').click();
    expect(clicks).toEqual(['first']);
    expect(container.innerHTML).toBe(SERVER_HTML);
    expect(live).toEqual([]);

    await hydrated;
    button(container, 'later').click();
    expect(clicks).toEqual(['first', 'later']);
    // Adopted, not drawn again: the element is the server's, and nothing was added or lost.
    expect(container.querySelector('footer')).toBe(footer);
    expect(container.innerHTML).toBe(SERVER_HTML);
    expect(live).toEqual(['page']);
    container.remove();
  });

  it('is the part itself, at once, in a page rendered in the browser', () => {
    const container = document.createElement('div');
    const clicks: string[] = [];
    createRoot(container).render(<Page clicks={clicks} />);
    button(container, 'later').click();
    expect(clicks).toEqual(['later']);
    expect(container.innerHTML).toBe(SERVER_HTML);
    let live = false;
    whenHydrated(() => {
      live = true;
    });
    expect(live).toBe(true);
  });
});
