// `cargo xtask dev`'s page script: shows a rebuild's new content in place,
// reloads the page behind it (keeping the scroll position), and shows the
// build's errors over the last good page until the file is fixed. The channel carries only "reload"
// (with the kind of change: content or theme) and diagnostics, never file contents; the page only tells the server when it
// has painted.
(function () {
  var KEY = "aolda-dev-scroll";
  // When the last update was on screen (read by ui/bench/dev-latency.mjs).
  var SHOWN = "aolda-dev-shown";
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

  /** @type {HTMLDivElement | null} */
  var overlay = null;
  function showErrors(text) {
    var box = overlay;
    if (!box) {
      box = overlay = document.createElement("div");
      box.id = "aolda-dev-overlay";
      box.setAttribute("role", "alert");
      box.style.cssText =
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
      close.onclick = function () { if (overlay) overlay.hidden = true; };
      var pre = document.createElement("pre");
      pre.style.cssText = "margin:0;white-space:pre-wrap";
      box.append(title, close, pre);
      document.body.appendChild(box);
    }
    box.hidden = false;
    var report = box.querySelector("pre");
    if (report) report.textContent = text;
  }

  function reload() {
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ path: location.pathname, y: window.scrollY }));
    } catch (e) {}
    location.reload();
  }

  /** The parts of a page that, when they change, need the page loaded anew: the theme and the app. */
  function frame(doc) {
    var style = doc.querySelector("head style");
    var scripts = doc.getElementById("__scripts");
    var entry = scripts ? JSON.parse(scripts.textContent)[0] : "";
    return (style ? style.textContent : "") + "\0" + entry;
  }

  // A content change is shown at once by putting the new page's <main> in
  // place of the old one; the page then reloads behind it (Chrome keeps
  // showing it until the reloaded page paints), so the app takes over the
  // new content. A theme or app change just reloads.
  function update() {
    // A const: its check below holds inside the callbacks too.
    const main = document.querySelector("main");
    if (!main || !window.fetch || !window.DOMParser) return reload();
    fetch(location.href, { cache: "no-store" })
      .then(function (response) {
        if (!response.ok) throw new Error(String(response.status));
        return response.text();
      })
      .then(function (html) {
        var fresh = new DOMParser().parseFromString(html, "text/html");
        var next = fresh.querySelector("main");
        if (!next || frame(fresh) !== frame(document)) return reload();
        main.replaceWith(document.importNode(next, true));
        document.title = fresh.title;
        if (overlay) overlay.hidden = true;
        requestAnimationFrame(function () {
          setTimeout(function () {
            try {
              sessionStorage.setItem(SHOWN, String(Date.now()));
            } catch (e) {}
            reload();
          }, 0);
        });
      })
      .catch(reload);
  }

  var events = new EventSource("/__dev/events");
  // A theme or app change reloads at once: the server knows which folder changed.
  events.addEventListener("reload", function (event) {
    if (event.data === "theme") reload();
    else update();
  });
  events.addEventListener("errors", function (event) {
    showErrors(event.data);
  });
})();
