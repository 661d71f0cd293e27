// The blog's words: resolved like ./theme to the site's language.
export * from "./ko/blog";
