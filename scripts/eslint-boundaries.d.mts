// Types of eslint-boundaries.mjs for its TypeScript test.
import type { ESLint, Linter } from 'eslint';

export interface Place {
  side: 'web' | 'server';
  layer: 'app' | 'features' | 'kernels' | 'modules' | 'platform';
  unit?: string;
}
export function placeOf(path: string): Place | undefined;
export function boundaryProblem(importer: string, target: string, graph?: Map<string, Set<string>>): string | undefined;
export function readModuleGraph(): Map<string, Set<string>>;
export function findModuleLoop(graph?: Map<string, Set<string>>): string[] | undefined;
export const boundariesPlugin: ESLint.Plugin;
export const boundariesConfig: Linter.Config;
