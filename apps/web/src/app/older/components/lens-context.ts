import { createContext, useContext } from 'react';

/** The older explorer's one lens switch, in its top area, drives the badges of every view. */
export const LensContext = createContext(false);

export function useLensOn(): boolean {
  return useContext(LensContext);
}
