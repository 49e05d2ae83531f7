import { describe, expect, it } from 'vitest';
import { replayEarlyInput } from './early-input';

/** A server-rendered form, then what the visitor did to it before the page's script ran. */
function form(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  const events: string[] = [];
  for (const type of ['input', 'change'])
    root.addEventListener(type, (e) => events.push(`${type} ${(e.target as HTMLInputElement).name}`));
  return {
    root,
    events,
    field: (name: string) => root.querySelector(`[name="${name}"]`) as HTMLInputElement,
  };
}

describe('what a visitor did before the page was live', () => {
  it('is handed to the page: typed text as input, a choice or a tick as change', () => {
    const { root, events, field } = form(
      '<input name="email" value=""><input name="password" type="password" value="">' +
        '<select name="size"><option value="11" selected>11 oz</option><option value="15">15 oz</option></select>' +
        '<input name="terms" type="checkbox"><textarea name="note"></textarea>',
    );
    field('email').value = 'ada@example.com';
    (root.querySelector('[name="size"]') as HTMLSelectElement).value = '15';
    field('terms').checked = true;
    replayEarlyInput(root);
    expect(events).toEqual(['input email', 'change size', 'change terms']);
  });

  it('sends nothing for fields as the server wrote them, a select without a marked option included', () => {
    const { root, events } = form(
      '<input name="email" value="kept@example.com"><select name="sort"><option>a</option><option>b</option></select>' +
        '<input name="r" type="radio" checked><textarea name="note">Hello</textarea>',
    );
    replayEarlyInput(root);
    expect(events).toEqual([]);
  });
});
