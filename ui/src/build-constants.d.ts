// Constants the shell's bundler writes in (ui/stages/shell.mjs, `defines`).

/** Whether the site has docs versions: without them, their code is left out. */
declare const __DOCS_VERSIONED__: boolean;

/** Whether the site has more than one locale: without them, the locale dropdown's code is left out. */
declare const __SITE_TRANSLATED__: boolean;

/** Whether the navbar or footer has dropdowns, HTML items or extra logos: without them, their code is left out. */
declare const __SITE_LINK_EXTRAS__: boolean;
