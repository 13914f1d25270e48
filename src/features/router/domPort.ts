/** Browser effects that are not history: scrolling and reloading. Listeners call these; tests pass fakes. */
export interface DomPort {
  scrollToAnchor(id: string): void;
  scrollToTop(): void;
}

export function browserDom(win: Window = window): DomPort {
  return {
    scrollToAnchor(id) {
      const target = win.document.getElementById(id);
      if (!target) return;
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    },
    scrollToTop() {
      win.scrollTo({ top: 0, left: 0 });
    },
  };
}
