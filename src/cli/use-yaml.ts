import { useYamlParser } from "../core/vault/frontmatter";
import { parseYaml } from "./yaml";

/** The `hbm` command reads frontmatter with src/cli/yaml.ts (the `yaml` package's data, faster to start). */
useYamlParser(parseYaml);
