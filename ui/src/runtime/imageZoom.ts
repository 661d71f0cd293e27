// An image of the content shown larger: a modal <dialog> (the browser keeps
// focus inside it and gives it back), closed by Escape, a click anywhere or
// a scroll of the page. The zoom buttons are written by codegen
// (crates/codegen/src/markdown/rich.rs); this loads on the first click.
let dialog: HTMLDialogElement | null = null;

function close() {
  if (dialog?.open) dialog.close();
}

// A reader's scroll (wheel or touch) closes the image. Not the `scroll`
// event: a smooth scroll still under way when the image opened (focusing its
// button scrolls it into view) would close it at once.
const SCROLLS = ["wheel", "touchmove"] as const;

function dialogElement(): HTMLDialogElement {
  if (dialog) return dialog;
  const made = document.createElement("dialog");
  made.className = "zoom-dialog";
  made.setAttribute("aria-label", "크게 본 이미지");
  // A click on the image or the backdrop closes it, as does the button.
  made.addEventListener("click", close);
  made.addEventListener("close", () => {
    for (const kind of SCROLLS) window.removeEventListener(kind, close);
    made.replaceChildren();
  });
  document.body.appendChild(made);
  dialog = made;
  return made;
}

export function openZoom(button: HTMLElement) {
  const image = button.querySelector("img");
  if (!image) return;
  const shown = dialogElement();
  const large = document.createElement("img");
  large.src = image.currentSrc || image.src;
  large.alt = image.alt;
  const closeButton = document.createElement("button");
  closeButton.type = "button";
  closeButton.className = "zoom-close";
  closeButton.textContent = "닫기";
  shown.replaceChildren(closeButton, large);
  shown.showModal();
  closeButton.focus();
  for (const kind of SCROLLS) window.addEventListener(kind, close, { passive: true });
}
