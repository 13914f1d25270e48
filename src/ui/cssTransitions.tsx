import { cloneElement, forwardRef, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactElement, Ref } from 'react';
import { useTheme } from '@mui/material/styles';
import useForkRef from '@mui/utils/useForkRef';
import getReactElementRef from '@mui/utils/getReactElementRef';

/**
 * Enter and exit transitions for a modal that stays mounted (ADR 0150), done by the browser's CSS transitions alone.
 * MUI's Fade and Slide read layout when they enter (`node.scrollTop`, `getBoundingClientRect`) so that a transition
 * starts from its first frame's styles: on a kept-mounted element that frame has already been drawn, and the read
 * only forced the page's style and layout inside the click (8–28 ms at 4× CPU). They keep MUI's protocol: `in`,
 * `timeout` ({ enter, exit } or one number), `onEnter` when entering, `onExited` once the exit has run its time (the
 * modal hides its root and gives the page back then), children given `style` and the ref.
 */
interface CssTransitionProps {
  in?: boolean;
  timeout?: number | { enter?: number; exit?: number; appear?: number };
  onEnter?: (node: HTMLElement, isAppearing: boolean) => void;
  onEntered?: (node: HTMLElement, isAppearing: boolean) => void;
  onExit?: (node: HTMLElement) => void;
  onExited?: (node: HTMLElement) => void;
  children: ReactElement<{ style?: CSSProperties; ref?: Ref<HTMLElement> }>;
  /** Slide's side (MUI's names); what else MUI passes (tabIndex, handlers) goes to the element. */
  direction?: string;
}

/** Props MUI's transition slots receive that are not for the element. */
const NOT_FOR_THE_ELEMENT = ['appear', 'direction', 'container', 'easing', 'addEndListener', 'onEntering', 'onExiting', 'mountOnEnter', 'unmountOnExit', 'ownerState', 'TransitionComponent'];

function durations(timeout: CssTransitionProps['timeout'], fallback: { enter: number; exit: number }) {
  if (typeof timeout === 'number') return { enter: timeout, exit: timeout };
  return { enter: timeout?.enter ?? fallback.enter, exit: timeout?.exit ?? fallback.exit };
}

const reducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Where each Slide direction starts: off the side it comes from. */
const OFF_SCREEN: Record<string, string> = { left: 'translateX(100%)', right: 'translateX(-100%)', up: 'translateY(100%)', down: 'translateY(-100%)' };

function useCssTransition(props: CssTransitionProps, ref: Ref<HTMLElement>, styleFor: (shown: boolean, hidden: boolean, duration: number) => CSSProperties) {
  const { in: shown = false, timeout, onEnter, onEntered, onExit, onExited, children, ...rest } = props;
  const theme = useTheme();
  const nodeRef = useRef<HTMLElement | null>(null);
  const handleRef = useForkRef(getReactElementRef(children), nodeRef, ref);
  const { enter, exit } = durations(timeout, { enter: theme.transitions.duration.enteringScreen, exit: theme.transitions.duration.leavingScreen });
  const still = reducedMotion();
  // Closed and done: hidden. Opening ends it at once (a render, not a layout read); closing ends it after `exit`.
  const [exited, setExited] = useState(!shown);
  if (shown && exited) setExited(false);
  // What an open or a close calls, as the last render had it (read by the effect below, which runs only on a change).
  const latest = useRef({ onEnter, onEntered, onExit, onExited, enter, exit, still });
  useLayoutEffect(() => {
    latest.current = { onEnter, onEntered, onExit, onExited, enter, exit, still };
  });
  const first = useRef(true);
  useLayoutEffect(() => {
    const node = nodeRef.current;
    const wasFirst = first.current;
    first.current = false;
    if (!node || (wasFirst && !shown)) return undefined;
    const now = latest.current;
    if (shown) {
      now.onEnter?.(node, wasFirst);
      const timer = setTimeout(() => now.onEntered?.(node, wasFirst), now.still ? 0 : now.enter);
      return () => clearTimeout(timer);
    }
    now.onExit?.(node);
    const timer = setTimeout(
      () => {
        setExited(true);
        now.onExited?.(node);
      },
      now.still ? 0 : now.exit,
    );
    return () => clearTimeout(timer);
  }, [shown]);
  const forElement = Object.fromEntries(Object.entries(rest).filter(([key]) => !NOT_FOR_THE_ELEMENT.includes(key)));
  const style = { ...children.props.style, ...styleFor(shown, !shown && exited, still ? 0 : shown ? enter : exit) };
  return cloneElement(children, { ...forElement, ref: handleRef, style });
}

/** MUI's Fade, for a modal's backdrop that stays mounted: opacity only, no layout read. */
export const CssFade = forwardRef<HTMLElement, CssTransitionProps>(function CssFade(props, ref) {
  const theme = useTheme();
  return useCssTransition(props, ref, (shown, hidden, duration) => ({
    opacity: shown ? 1 : 0,
    visibility: hidden ? 'hidden' : undefined,
    transition: theme.transitions.create('opacity', { duration }),
  }));
});

/** MUI's Slide, for a drawer that stays mounted: from its side by its own size, no layout read. */
export const CssSlide = forwardRef<HTMLElement, CssTransitionProps>(function CssSlide(props, ref) {
  const theme = useTheme();
  const off = OFF_SCREEN[props.direction ?? 'down'] ?? OFF_SCREEN.down;
  return useCssTransition(props, ref, (shown, hidden, duration) => ({
    transform: shown ? 'none' : off,
    visibility: hidden ? 'hidden' : undefined,
    transition: theme.transitions.create('transform', { duration, easing: shown ? theme.transitions.easing.easeOut : theme.transitions.easing.sharp }),
  }));
});
