import { parse } from "yaml";
import { useYamlParser } from "../src/core/vault/frontmatter";

/** Outside Obsidian (tests, the CLI, the benchmark) YAML is read by the `yaml` package's data-only core schema. */
useYamlParser((text) => parse(text));
