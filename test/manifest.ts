import type { PluginManifest } from "./obsidian-mock";

/** A plugin manifest for tests that make the plugin by hand (the real one is manifest.json). */
export const TEST_MANIFEST: PluginManifest = {
  id: "hbm-rpg",
  name: "HbM RPG",
  version: "0",
  minAppVersion: "1.8.7",
  description: "",
  author: "",
};
