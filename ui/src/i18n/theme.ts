// The theme's words. The shell is built with ./<language>/theme (ui/stages/shell.mjs
// resolves this module to the site's language); for the type checker and tools
// that do not resolve it, it is Korean, the table the others follow (tables.ts).
export * from "./ko/theme";
