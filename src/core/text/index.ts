/** Text: name folding, plural forms, body edits (stats tables, roll log). The package's one entry. */
export * from "./log-section";
export * from "./normalize";
export * from "./plural";
export * from "./stat-tables";
