import "../src/core/vault/node-yaml";
