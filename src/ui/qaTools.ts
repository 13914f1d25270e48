import { createContext } from 'react';

/** Opens the QA tools (recorder panel); provided by the app only when QA mode is on, null otherwise. */
export const OpenQaToolsContext = createContext<(() => void) | null>(null);
