// Constants the shell's bundler writes in (ui/stages/shell.mjs, `defines`).

/** Whether the site has docs versions: without them, their code is left out. */
declare const __DOCS_VERSIONED__: boolean;

/** Whether the site has more than one locale: without them, the locale dropdown's code is left out. */
declare const __SITE_TRANSLATED__: boolean;

/** Whether the navbar or footer has dropdowns, HTML items, extra logos or column classes, or the announcement HTML or no close button: without them, their code is left out. */
declare const __SITE_LINK_EXTRAS__: boolean;

/** Whether opening a docs sidebar category closes the others beside it (`themeConfig.docs.sidebar.autoCollapseCategories`). */
declare const __SIDEBAR_AUTO_COLLAPSE__: boolean;

/** Whether readers may hide the docs sidebar (`themeConfig.docs.sidebar.hideable`). */
declare const __SIDEBAR_HIDEABLE__: boolean;

/**
 * Whether the site is a Docusaurus config's (`site.navbar_right_at` is set):
 * its navbar items have Docusaurus' places (`position`), and the theme's
 * chrome carries Infima's classes and shapes, which such sites' CSS and code address.
 */
declare const __DOCUSAURUS_CONFIG__: boolean;

/** Whether the site's src/theme replaces `Root` or `Layout/Provider`, which then wrap the app. */
declare const __SITE_WRAPS__: boolean;

/** Whether the site has code of its own (src/pages, src/components, src/theme), which may call `useDoc()`. */
declare const __SITE_OWN_CODE__: boolean;

/** Whether the navbar slides away while the reader scrolls down (`themeConfig.navbar.hideOnScroll`). */
declare const __NAVBAR_HIDE_ON_SCROLL__: boolean;

/** Whether the config lists `clientModules`, whose route lifecycles the app calls. */
declare const __CLIENT_MODULES__: boolean;

/**
 * Whether the site replaces `NavbarItem` or one of the components it dispatches
 * to (`NavbarItem/DropdownNavbarItem`…): the navbar then draws the config's
 * items through `@theme/NavbarItem`, with Docusaurus' props.
 */
declare const __NAVBAR_ITEMS_OWN__: boolean;
/** Whether the site replaces a part of the footer (`Footer/Links`, `Footer/LinkItem`…): the config's footer is drawn through them. */
declare const __FOOTER_PARTS_OWN__: boolean;
/** Whether the site replaces `CodeBlock`: fenced code is drawn through it, as Docusaurus' MDX hands code blocks to it. */
declare const __CODE_BLOCK_OWN__: boolean;
