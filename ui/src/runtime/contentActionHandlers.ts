// The handlers of runtime/contentActions, loaded on the first use: switching
// tabs (click, arrows, Home/End), copying a code block, wrapping its lines,
// copying the page's Markdown.
import { CODE_BLOCK_CLASS, CODE_LINE_CLASS, CODE_LINE_TEXT_CLASS, CODE_OUTPUT_CLASS, CODE_PROMPT_CLASS } from "../constants";
import { showTab, tabStorageKey, tabsOf } from "./tabSets";
import { writeStorage } from "./storage";
import { theme_CodeBlock_copied, theme_CodeBlock_copy, theme_CodeBlock_copyButtonAriaLabel, ui_markdown_copied, ui_markdown_copyFailed, ui_markdown_copying } from "../i18n/theme";

/** Selects a tab, in every set of its group, keeping the touched tab list where it was on screen. */
function chooseTab(tab: HTMLElement) {
  const container = tab.closest<HTMLElement>(".tabs-container");
  const value = tab.dataset.value;
  if (!container || value === undefined || tab.getAttribute("aria-selected") === "true") return;
  // Switching a group can change the height of tab sets above this one.
  const topBefore = tab.getBoundingClientRect().top;
  const groupId = container.dataset.groupId;
  if (groupId) {
    writeStorage(tabStorageKey(groupId), value);
    for (const other of document.querySelectorAll<HTMLElement>(".tabs-container[data-group-id]")) {
      if (other.dataset.groupId === groupId) showTab(other, value);
    }
  } else {
    showTab(container, value);
  }
  const moved = tab.getBoundingClientRect().top - topBefore;
  if (moved !== 0) window.scrollBy(0, moved);
}

/** The ARIA tabs pattern: arrows move between tabs (and select), Home/End jump. */
export function moveTab(tab: HTMLElement, key: string) {
  const tabs = tabsOf(tab.closest(".tabs-container")!);
  const current = tabs.indexOf(tab);
  const last = tabs.length - 1;
  const next =
    key === "ArrowRight" ? (current >= last ? 0 : current + 1)
    : key === "ArrowLeft" ? (current <= 0 ? last : current - 1)
    : key === "Home" ? 0
    : key === "End" ? last
    : null;
  if (next === null) return;
  chooseTab(tabs[next]!);
  tabs[next]!.focus();
}

/** What a reader would type: no prompts, no output lines. */
function codeText(block: Element): string {
  return Array.from(block.querySelectorAll(`.${CODE_LINE_CLASS}:not(.${CODE_OUTPUT_CLASS}) > .${CODE_LINE_TEXT_CLASS}`), (line) =>
    Array.from(line.childNodes, (node) => ((node as Element).classList?.contains(CODE_PROMPT_CLASS) ? "" : node.textContent)).join(""),
  ).join("\n");
}

const copyTimers = new WeakMap<Element, number>();

function copyCode(button: HTMLElement) {
  const block = button.closest(`.${CODE_BLOCK_CLASS}`);
  if (!block || !navigator.clipboard) return;
  void navigator.clipboard.writeText(codeText(block)).then(() => {
    const label = (done: boolean) => {
      button.textContent = done ? theme_CodeBlock_copied : theme_CodeBlock_copy;
      button.setAttribute("aria-label", done ? theme_CodeBlock_copied : theme_CodeBlock_copyButtonAriaLabel);
    };
    label(true);
    window.clearTimeout(copyTimers.get(button));
    copyTimers.set(button, window.setTimeout(() => label(false), 1500));
  });
}

function toggleWrap(button: HTMLElement) {
  const pre = button.closest(`.${CODE_BLOCK_CLASS}`)?.querySelector("pre");
  if (!pre) return;
  const wrapped = pre.classList.toggle("is-wrapped");
  button.setAttribute("aria-pressed", String(wrapped));
}

const MARKDOWN_LABELS = {
  copying: ui_markdown_copying,
  copied: ui_markdown_copied,
  failed: ui_markdown_copyFailed,
};

/** "Markdown 복사": the page's Markdown twin onto the clipboard, ready to paste into an assistant. */
async function copyMarkdown(button: HTMLElement) {
  const twin = button.dataset.twin;
  if (!twin) return;
  button.textContent = MARKDOWN_LABELS.copying;
  try {
    const response = await fetch(twin, { headers: { Accept: "text/markdown" } });
    if (!response.ok) throw new Error(`${twin}: HTTP ${response.status}`);
    const text = await response.text();
    if (!navigator.clipboard) throw new Error("no clipboard in this context");
    await navigator.clipboard.writeText(text);
    button.textContent = MARKDOWN_LABELS.copied;
  } catch {
    button.textContent = MARKDOWN_LABELS.failed;
  }
}

/** Does what a clicked `[data-action]` element asks. */
export function act(target: HTMLElement) {
  const action = target.dataset.action;
  if (action === "tab") chooseTab(target);
  else if (action === "copy") copyCode(target);
  else if (action === "wrap") toggleWrap(target);
  else if (action === "copy-markdown") void copyMarkdown(target);
  // Its own chunk: only pages with images ever load it.
  else if (action === "zoom") void import("./imageZoom").then((zoom) => zoom.openZoom(target), () => undefined);
}
