// Loaded when "Markdown 복사" is pressed: fetches the page's Markdown twin and
// puts it on the clipboard, ready to paste into an assistant.
export async function copyMarkdown(twin: string): Promise<void> {
  const response = await fetch(twin, { headers: { Accept: "text/markdown" } });
  if (!response.ok) throw new Error(`${twin}: HTTP ${response.status}`);
  const text = await response.text();
  if (!navigator.clipboard) throw new Error("no clipboard in this context");
  await navigator.clipboard.writeText(text);
}
