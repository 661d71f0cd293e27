// `cargo xtask dev`'s page script: reloads the page when a rebuild finishes
// (keeping the scroll position) and shows the build's errors over the last
// good page until the file is fixed. The channel carries only "reload" and
// diagnostics, never file contents; the page only tells the server when it
// has painted.
(function () {
  var KEY = "aolda-dev-scroll";
  try {
    var saved = JSON.parse(sessionStorage.getItem(KEY) || "null");
    sessionStorage.removeItem(KEY);
    if (saved && saved.path === location.pathname) {
      var restore = function () { window.scrollTo(0, saved.y); };
      // After hydration too: the app may scroll on its first render.
      restore();
      setTimeout(restore, 50);
      setTimeout(restore, 300);
    }
  } catch (e) {}

  // Tells the server this page has painted: a rebuild that reloaded it holds
  // its last stages until then, so they do not compete with the reload.
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      navigator.sendBeacon("/__dev/painted");
    }).observe({ type: "paint", buffered: true });
  } catch (e) {}

  var overlay = null;
  function showErrors(text) {
    if (!overlay) {
      overlay = document.createElement("div");
      overlay.id = "aolda-dev-overlay";
      overlay.setAttribute("role", "alert");
      overlay.style.cssText =
        "position:fixed;inset:auto 0 0 0;max-height:60vh;overflow:auto;z-index:2147483647;margin:0;padding:16px 20px;" +
        "background:rgba(24,24,27,.96);color:#fecaca;font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;" +
        "border-top:3px solid #ef4444;box-shadow:0 -8px 24px rgba(0,0,0,.35)";
      var title = document.createElement("strong");
      title.textContent = "빌드 오류 — 파일을 고치면 이 창이 사라집니다";
      title.style.cssText = "display:block;color:#fff;margin-bottom:8px";
      var close = document.createElement("button");
      close.type = "button";
      close.textContent = "닫기";
      close.style.cssText = "position:absolute;top:10px;right:14px;font:inherit;color:#fff;background:#3f3f46;border:0;border-radius:4px;padding:2px 10px;cursor:pointer";
      close.onclick = function () { overlay.hidden = true; };
      var pre = document.createElement("pre");
      pre.style.cssText = "margin:0;white-space:pre-wrap";
      overlay.append(title, close, pre);
      document.body.appendChild(overlay);
    }
    overlay.hidden = false;
    overlay.querySelector("pre").textContent = text;
  }

  var events = new EventSource("/__dev/events");
  events.addEventListener("reload", function () {
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ path: location.pathname, y: window.scrollY }));
    } catch (e) {}
    location.reload();
  });
  events.addEventListener("errors", function (event) {
    showErrors(event.data);
  });
})();
