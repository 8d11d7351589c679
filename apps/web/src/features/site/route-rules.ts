import type { RouteMeta } from '@/config/routes';

/**
 * The rules of a route that decide who may enter it and how it renders. The build writes them
 * into its metadata file and the running app compares them with its own table (build-version.ts).
 * Only relative and type imports here: vite.config.ts loads this file before any alias exists.
 */
export interface RouteRule {
  path: string;
  auth: boolean;
  guard: string | null;
  layout: string | null;
  middleware: string[];
}

export function routeRules(routes: readonly RouteMeta[]): RouteRule[] {
  return routes.map((route) => ({
    path: route.path,
    auth: route.auth ?? false,
    guard: route.guard ?? null,
    layout: route.layout ?? null,
    middleware: route.middleware ?? [],
  }));
}

/** Paths whose rules differ between the two tables, or that only one of them has. */
export function routeRuleDifferences(expected: readonly RouteRule[], actual: readonly RouteRule[]): string[] {
  const key = (rule: RouteRule) => JSON.stringify([rule.auth, rule.guard, rule.layout, rule.middleware]);
  const actualByPath = new Map(actual.map((rule) => [rule.path, key(rule)]));
  const expectedPaths = new Set(expected.map((rule) => rule.path));
  return [
    ...expected.filter((rule) => actualByPath.get(rule.path) !== key(rule)).map((rule) => rule.path),
    ...actual.filter((rule) => !expectedPaths.has(rule.path)).map((rule) => rule.path),
  ];
}
