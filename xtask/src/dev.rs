//! `cargo xtask dev`: builds the site, serves it on 127.0.0.1, rebuilds
//! incrementally when content/, static/ or ui/src/ change, and reloads the
//! open pages. A broken edit shows its diagnostics over the last good page
//! (and in the terminal); fixing the file reloads the page.

use std::convert::Infallible;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use axum::Router;
use axum::body::Body;
use axum::extract::Request;
use axum::http::{HeaderValue, Response, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::routing::get;
use notify::{RecursiveMode, Watcher};
use tokio::sync::broadcast;

use crate::build::{self, ContentErrors};
use crate::bundle::Bundler;
use crate::progress::Output;
use crate::{paths, serve};

/// The page script: reload and the error overlay.
const CLIENT: &str = include_str!("../../ui/dev-client.js");
const CLIENT_TAG: &str = "<script src=\"/__dev/client.js\"></script>";

/// Saves that arrive within this long of each other make one rebuild.
const QUIET: Duration = Duration::from_millis(12);

#[derive(Clone, Debug)]
enum Message {
    Reload(Change),
    Errors(String),
}

/// What a rebuild changed, so a page knows how to show it without asking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Change {
    /// Only the site's inputs: the new page's content can replace the old in place.
    Content,
    /// The theme or the app (ui/src): the page must load anew.
    Theme,
}

impl Change {
    /// The kind of a burst of changed paths: any file of the app makes it a theme change.
    fn of<'a>(paths: impl IntoIterator<Item = &'a Path>, ui_src: &Path) -> Change {
        if paths.into_iter().any(|path| path.starts_with(ui_src)) { Change::Theme } else { Change::Content }
    }

    fn name(self) -> &'static str {
        match self {
            Change::Content => "content",
            Change::Theme => "theme",
        }
    }
}

/// The last build's outcome, for pages that connect after it.
type Shared = Arc<Mutex<Option<String>>>;

/// How many times a page has told the server it painted (after each load).
type Painted = Arc<std::sync::atomic::AtomicUsize>;

/// How long a rebuild waits for a reloaded page to paint before its last
/// stages (the search index) take the machine's cores.
const PAINT_WAIT: Duration = Duration::from_millis(400);

pub fn run(site: &Path, port: u16) -> Result<()> {
    // Every rebuild of the session shares the site's cache: no other build runs until it ends.
    let _lock = crate::lock::SiteLock::take(site, "dev")?;
    let (sender, _) = broadcast::channel::<Message>(16);
    let failed: Shared = Arc::new(Mutex::new(None));
    let painted: Painted = Painted::default();
    let mut bundler = Bundler::serving();
    rebuild(site, true, Change::Theme, &mut bundler, &sender, &failed, &painted);

    let runtime = tokio::runtime::Runtime::new()?;
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind(("127.0.0.1", port)))
        .with_context(|| format!("cannot listen on 127.0.0.1:{port}"))?;
    let port = listener.local_addr()?.port();
    runtime.spawn(serve_dev(
        listener,
        site.join("build"),
        port,
        sender.clone(),
        failed.clone(),
        painted.clone(),
    ));
    println!(
        "\ndev server: http://127.0.0.1:{port}/  (watching content/, static/ and ui/src/; Ctrl+C stops)"
    );

    let (events, changes) = mpsc::channel();
    let mut watcher = notify::recommended_watcher(events).context("starting the file watcher")?;
    let ui_src = paths::ui().join("src");
    for dir in site_loader::input_paths(site).into_iter().chain([ui_src.clone()]) {
        if dir.exists() {
            watcher
                .watch(&dir, RecursiveMode::Recursive)
                .with_context(|| format!("watching {}", dir.display()))?;
        }
    }
    let generated = ui_src.join("generated");
    let relevant = |event: &notify::Event| {
        !event.kind.is_access() && event.paths.iter().any(|p| !p.starts_with(&generated))
    };
    let changed = |event: notify::Result<notify::Event>| match event {
        Ok(event) if relevant(&event) => event.paths,
        _ => Vec::new(),
    };
    loop {
        let mut paths = changed(changes.recv().context("the file watcher stopped")?);
        if paths.is_empty() {
            continue;
        }
        // Coalesce a burst of saves (editors write several files, or twice).
        while let Ok(event) = changes.recv_timeout(QUIET) {
            paths.extend(changed(event));
        }
        let change = Change::of(paths.iter().map(PathBuf::as_path), &ui_src);
        rebuild(site, false, change, &mut bundler, &sender, &failed, &painted);
    }
}

/// Builds once and tells the open pages: reload, or the errors.
fn rebuild(
    site: &Path,
    first: bool,
    change: Change,
    bundler: &mut Bundler,
    sender: &broadcast::Sender<Message>,
    failed: &Shared,
    painted: &Painted,
) {
    let started = Instant::now();
    // The first build shows its stages as `build` does; each rebuild, one line.
    let output = if first { Output::detect(false) } else { Output::Quiet };
    let options =
        build::Options { strict: false, site: site.to_path_buf(), clean: false, output, drafts: true };
    // Open pages reload as soon as the new pages are in place (the search index follows).
    let mut shown = None;
    let mut published = || {
        shown = Some(started.elapsed());
        let before = painted.load(std::sync::atomic::Ordering::SeqCst);
        if sender.send(Message::Reload(change)).is_ok() {
            // An open page reloads now: the rest of the rebuild waits until it has painted.
            let waiting = Instant::now();
            while painted.load(std::sync::atomic::Ordering::SeqCst) == before
                && waiting.elapsed() < PAINT_WAIT
            {
                std::thread::sleep(Duration::from_millis(2));
            }
        }
    };
    let outcome = build::run_with(&options, bundler, Some(&mut published));
    let message = match outcome {
        // Back to the last good inputs after a broken edit: the pages still show the errors.
        Ok(summary) if summary.up_to_date && failed.lock().expect("not poisoned").is_none() => return,
        Ok(summary) => {
            if !first {
                build::report(&summary.warnings, Output::Lines);
            }
            let stages: Vec<String> = summary
                .timeline
                .iter()
                .filter(|(_, took)| took.as_millis() > 0)
                .map(|(name, took)| format!("{name} {}", took.as_millis()))
                .collect();
            println!(
                "rebuilt in {:.0} ms, pages reloaded after {:.0} ms ({} pages, {} warning(s)): {}",
                started.elapsed().as_secs_f64() * 1000.0,
                shown.unwrap_or_default().as_secs_f64() * 1000.0,
                summary.pages,
                summary.warnings.len(),
                stages.join(" · ")
            );
            *failed.lock().expect("not poisoned") = None;
            if shown.is_some() {
                return;
            }
            Message::Reload(change)
        }
        Err(error) => {
            let text = match error.downcast_ref::<ContentErrors>() {
                Some(ContentErrors(diagnostics)) => {
                    diagnostics.iter().map(|d| d.render(false)).collect::<Vec<_>>().join("\n\n")
                }
                None => format!("{error:#}"),
            };
            eprintln!("error: {error:#} (the last good build is still served)");
            *failed.lock().expect("not poisoned") = Some(text.clone());
            Message::Errors(text)
        }
    };
    let _ = sender.send(message);
}

async fn serve_dev(
    listener: tokio::net::TcpListener,
    dir: PathBuf,
    port: u16,
    sender: broadcast::Sender<Message>,
    failed: Shared,
    painted: Painted,
) -> Result<()> {
    let host = format!("127.0.0.1:{port}");
    let app = Router::new()
        .route(
            "/__dev/client.js",
            get(|| async {
                Response::builder()
                    .header(header::CONTENT_TYPE, "application/javascript; charset=utf-8")
                    .header(header::CACHE_CONTROL, "no-cache")
                    .body(Body::from(CLIENT))
                    .expect("valid response")
            }),
        )
        .route(
            "/__dev/painted",
            axum::routing::post(move || {
                painted.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                async { StatusCode::NO_CONTENT }
            }),
        )
        .route(
            "/__dev/events",
            get(move || {
                let receiver = sender.subscribe();
                let pending = failed.lock().expect("not poisoned").clone().map(Message::Errors);
                async move { Sse::new(events(pending, receiver)).keep_alive(KeepAlive::default()) }
            }),
        )
        .fallback(move |request: Request| {
            let dir = dir.clone();
            async move {
                let mut response = serve::respond(&dir, request).await;
                for (name, value) in serve::site_headers(&dir).unwrap_or_default() {
                    response.headers_mut().insert(name, value);
                }
                with_client(response).await
            }
        })
        .layer(middleware::from_fn(move |request: Request, next: Next| {
            let host = host.clone();
            async move { only_from(&host, request, next).await }
        }));
    axum::serve(listener, app).await.context("serving")
}

/// Answers only requests addressed to the loopback address the server printed:
/// a page on another site that makes a name resolve to 127.0.0.1 (DNS
/// rebinding) cannot read the writer's build through it.
async fn only_from(host: &str, request: Request, next: Next) -> Response<Body> {
    let given = request.headers().get(header::HOST).and_then(|h| h.to_str().ok());
    if given != Some(host) {
        return Response::builder()
            .status(StatusCode::MISDIRECTED_REQUEST)
            .body(Body::from(format!("this dev server answers only http://{host}/\n")))
            .expect("valid response");
    }
    next.run(request).await
}

/// The messages of one page's event stream: the pending errors first, then each rebuild's outcome.
fn events(
    pending: Option<Message>,
    receiver: broadcast::Receiver<Message>,
) -> impl futures_util::Stream<Item = Result<Event, Infallible>> {
    futures_util::stream::unfold((pending, receiver), |(pending, mut receiver)| async move {
        let message = match pending {
            Some(message) => message,
            None => loop {
                match receiver.recv().await {
                    Ok(message) => break message,
                    Err(broadcast::error::RecvError::Lagged(_)) => continue,
                    Err(broadcast::error::RecvError::Closed) => return None,
                }
            },
        };
        let event = match message {
            Message::Reload(change) => Event::default().event("reload").data(change.name()),
            Message::Errors(text) => Event::default().event("errors").data(text),
        };
        Some((Ok(event), (None, receiver)))
    })
}

/// Adds the page script to HTML responses.
async fn with_client(response: Response<Body>) -> Response<Body> {
    let is_html = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/html"));
    if !is_html {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, usize::MAX).await else {
        return Response::from_parts(parts, Body::empty());
    };
    let html = String::from_utf8_lossy(&bytes);
    let html = match html.rfind("</body>") {
        Some(at) => format!("{}{CLIENT_TAG}{}", &html[..at], &html[at..]),
        None => format!("{html}{CLIENT_TAG}"),
    };
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    Response::from_parts(parts, Body::from(html))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_touching_the_app_is_a_theme_change() {
        let ui_src = Path::new("/repo/ui/src");
        let doc = Path::new("/repo/content/docs/guide/intro.md");
        let css = Path::new("/repo/ui/src/theme/theme.css");
        assert_eq!(Change::of([doc], ui_src), Change::Content);
        assert_eq!(Change::of([doc, css], ui_src), Change::Theme);
        // A sibling folder whose name starts the same is not the app.
        assert_eq!(Change::of([Path::new("/repo/ui/src-old/a.css")], ui_src), Change::Content);
    }
}
