import { useYamlParser } from "../../../src/core/vault/frontmatter";
import { parseYaml } from "./yaml";

/** The `hbm` command reads frontmatter with pkg/hbm/src/yaml.ts (the `yaml` package's data, faster to start). */
useYamlParser(parseYaml);
