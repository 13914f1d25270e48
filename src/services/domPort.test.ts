import { browserDom } from './domPort';
import type { KeyPress } from './domPort';

describe('browserDom().onKeyDown', () => {
  it('tells a key pressed in a field, a text area or an editable region from one pressed elsewhere', () => {
    const presses: KeyPress[] = [];
    const stop = browserDom(window).onKeyDown((press) => {
      presses.push(press);
      return false;
    });
    const input = document.createElement('input');
    const area = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    const button = document.createElement('button');
    // jsdom does not compute isContentEditable: the browser's answers stand in for it here.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    Object.defineProperty(button, 'isContentEditable', { value: false });
    document.body.append(input, area, editable, button);
    for (const target of [input, area, editable, button]) target.dispatchEvent(new KeyboardEvent('keydown', { key: '?', bubbles: true }));
    stop();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: '?', bubbles: true }));
    expect(presses.map((p) => p.inEditable)).toEqual([true, true, true, false]);
    document.body.replaceChildren();
  });
});
