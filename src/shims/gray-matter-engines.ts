/**
 * gray-matter's built-in engines include `javascript` (with `eval`) and a
 * js-yaml 3 whose `!!js/function` type uses `new Function`. The plugin only
 * ever reads YAML and JSON (core/vault/frontmatter.ts), so the bundle
 * resolves gray-matter's `./engines` to this module: no code that can
 * evaluate text from a note ends up in main.js (YAML goes through the
 * host's parser, see core/vault/frontmatter.ts).
 */
const refuse = (language: string) => ({
  parse: (): never => {
    throw new Error(`front matter w języku „${language}” nie jest czytany (tylko YAML)`);
  },
  stringify: (): never => {
    throw new Error(`front matter w języku „${language}” nie jest zapisywany`);
  },
});

/** readFrontmatter always passes its own YAML engine (the host's parser); this one is never reached. */
export const yaml = refuse("yaml (bez parsera gospodarza)");
export const json = { parse: (text: string): unknown => JSON.parse(text), stringify: (value: unknown): string => JSON.stringify(value, null, 2) };
export const javascript = refuse("javascript");
export const js = javascript;
export const coffee = refuse("coffee");
export default { yaml, json, javascript, js, coffee };
