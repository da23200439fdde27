import "./node-yaml";
import { setMockLanguage } from "./obsidian-mock";

// Obsidian's getLanguage() defaults to "en", and so does the stand-in. The suites written
// before issue 20 assert Polish text, so every test file starts with the app in Polish;
// a suite that checks the English path sets it itself (setMockLanguage("en") or
// resetMockLanguage() for Obsidian's default) before the plugin loads.
setMockLanguage("pl");
