/** Text: name folding, plural forms, message shapes, body edits (stats tables, roll log). The package's one entry. */
export * from "./log-section";
export * from "./message";
export * from "./normalize";
export * from "./plural";
export * from "./stat-tables";
