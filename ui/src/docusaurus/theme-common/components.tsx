// `@docusaurus/theme-common`'s small components that swizzled layouts and
// site pages use: the themed pair, the skip link, banners for unlisted and
// draft pages, error-boundary parts, and the navbar's secondary menu filler.
import { createElement, useEffect, useRef, useState, type ReactNode } from "react";

import Head from "../Head";
import { translate } from "../Translate";

/** The id the skip link leads to: the main content's. */
export const SkipToContentFallbackId = "main";

export function SkipToContentLink(props: { className?: string }) {
  return (
    <a className={["skip-link", props.className].filter(Boolean).join(" ")} href={`#${SkipToContentFallbackId}`}>
      {translate({ id: "theme.common.skipToMainContent", message: "Skip to main content" })}
    </a>
  );
}

/**
 * The children twice, one for each colour mode (`children("light")` shown in
 * light mode only): both are in the pre-rendered HTML, and CSS shows the right one.
 */
export function ThemedComponent(props: { className?: string; children: (themedClassName: string) => ReactNode }) {
  return (
    <>
      {(["light", "dark"] as const).map((mode) => (
        <span key={mode} style={{ display: "contents" }}>
          {props.children([`only-${mode}`, `themedComponent--${mode}`, props.className].filter(Boolean).join(" "))}
        </span>
      ))}
    </>
  );
}

/** The navbar's second menu (a doc sidebar in the mobile menu): ours shows the sidebar itself. */
export function NavbarSecondaryMenuFiller(_props: { component: unknown; props?: unknown }): ReactNode {
  return null;
}

export function UnlistedBannerTitle() {
  return <>{translate({ id: "theme.contentVisibility.unlistedBanner.title", message: "Unlisted page" })}</>;
}

export function UnlistedBannerMessage() {
  return <>{translate({ id: "theme.contentVisibility.unlistedBanner.message", message: "This page is unlisted. Search engines will not index it, and only users having a direct link can access it." })}</>;
}

/** An unlisted page's robots rule. */
export function UnlistedMetadata() {
  return (
    <Head>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
}

export function DraftBannerTitle() {
  return <>{translate({ id: "theme.contentVisibility.draftBanner.title", message: "Draft page" })}</>;
}

export function DraftBannerMessage() {
  return <>{translate({ id: "theme.contentVisibility.draftBanner.message", message: "This page is a draft. It will only be visible in dev and be excluded from the production build." })}</>;
}

export function ErrorBoundaryError(props: { error: Error }) {
  return <p style={{ whiteSpace: "pre-wrap" }}>{props.error.message}</p>;
}

export function ErrorBoundaryTryAgainButton(props: { onClick?: () => void; className?: string }) {
  return (
    <button type="button" {...props}>
      {translate({ id: "theme.ErrorPageContent.tryAgain", message: "Try again" })}
    </button>
  );
}

export function ErrorBoundaryErrorMessageFallback(props: { error: Error; tryAgain: () => void }) {
  return (
    <div role="alert">
      <ErrorBoundaryError error={props.error} />
      <ErrorBoundaryTryAgainButton onClick={props.tryAgain} />
    </div>
  );
}

/**
 * Content shown or hidden by `collapsed` (with `useCollapsible`'s state), in
 * the element `as` names; `lazy` content is not rendered until it is first
 * shown. Hidden at once, without Docusaurus' height animation; then
 * `onCollapseTransitionEnd` is told the new state, as there.
 */
export function Collapsible(props: { as?: string; collapsed: boolean; children?: ReactNode; lazy?: boolean; className?: string; onCollapseTransitionEnd?: (collapsed: boolean) => void }) {
  const { as = "div", collapsed, lazy = false, className, onCollapseTransitionEnd } = props;
  const [shown, setShown] = useState(!collapsed);
  const first = useRef(true);
  useEffect(() => {
    if (!collapsed) setShown(true);
    if (first.current) first.current = false;
    else onCollapseTransitionEnd?.(collapsed);
  }, [collapsed]);
  if (lazy && collapsed && !shown) return null;
  return createElement(as, { className, style: collapsed ? { display: "none", overflow: "hidden", height: 0 } : undefined }, props.children);
}
