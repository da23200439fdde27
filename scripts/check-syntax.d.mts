export const MIN_SAFARI: string;
export function lookbehindAt(pattern: string): number;
export function checkSyntax(code: string): string[];
