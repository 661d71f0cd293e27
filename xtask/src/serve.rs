//! `cargo xtask serve`: `build/` on 127.0.0.1, behaving like a static host.
//!
//! `/x` and `/x/` serve `x/index.html`; `/x.html` and `/x/index.html` redirect
//! (301) to `/x`; anything else that is not a file gets `404.html` with 404.

use std::path::{Component, Path, PathBuf};

use anyhow::{Context, Result};
use axum::Router;
use axum::body::Body;
use axum::http::{HeaderValue, Response, StatusCode, Uri, header};
use tower_http::compression::CompressionLayer;

pub fn run(dir: &Path, port: u16) -> Result<()> {
    anyhow::ensure!(
        dir.join("index.html").is_file(),
        "{} has no site; run `cargo xtask build` first",
        dir.display()
    );
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(("127.0.0.1", port))
            .await
            .with_context(|| format!("cannot listen on 127.0.0.1:{port}"))?;
        println!("serving {} at http://127.0.0.1:{}/", dir.display(), listener.local_addr()?.port());
        serve(listener, dir.to_path_buf()).await
    })
}

/// Serves `dir` on an already bound listener until the process ends.
pub async fn serve(listener: tokio::net::TcpListener, dir: PathBuf) -> Result<()> {
    site_headers(&dir)?;
    let app = Router::new()
        .fallback(move |uri: Uri| {
            let dir = dir.clone();
            async move {
                let mut response = respond(&dir, &uri).await;
                // Read per request (a small file) so a rebuild's new CSP applies at once.
                let headers = site_headers(&dir).unwrap_or_default();
                for (name, value) in headers.iter() {
                    response.headers_mut().insert(name.clone(), value.clone());
                }
                response
            }
        })
        // Compressed per request, so the fastest level: brotli's default took
        // longer than the transfer it saved on large search-index files.
        .layer(CompressionLayer::new().quality(tower_http::CompressionLevel::Fastest));
    axum::serve(listener, app).await.context("serving")
}

/// Headers for every response, from the build's `_headers` file (its `/*`
/// rule), as a static host that reads that file would send them.
pub(crate) fn site_headers(dir: &Path) -> Result<Vec<(header::HeaderName, HeaderValue)>> {
    let mut headers = vec![(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"))];
    let Ok(text) = std::fs::read_to_string(dir.join("_headers")) else {
        return Ok(headers);
    };
    let mut applies = false;
    for line in text.lines() {
        if !line.starts_with(char::is_whitespace) {
            applies = line.trim() == "/*";
        } else if applies && let Some((name, value)) = line.trim().split_once(':') {
            let name = header::HeaderName::from_bytes(name.trim().as_bytes())
                .with_context(|| format!("bad header name in _headers: {name}"))?;
            let value =
                HeaderValue::from_str(value.trim()).with_context(|| format!("bad value for {name}"))?;
            headers.retain(|(n, _)| n != name);
            headers.push((name, value));
        }
    }
    Ok(headers)
}

/// What a request for `path` resolves to.
#[derive(Debug, PartialEq, Eq)]
enum Resolved {
    File(PathBuf),
    Redirect(String),
    NotFound,
}

fn resolve(dir: &Path, raw_path: &str) -> Resolved {
    let Ok(decoded) = percent_encoding::percent_decode_str(raw_path).decode_utf8() else {
        return Resolved::NotFound;
    };
    let relative = Path::new(decoded.trim_start_matches('/'));
    if decoded.contains('\0')
        || decoded.contains('\\')
        || relative.components().any(|c| !matches!(c, Component::Normal(_)))
    {
        return Resolved::NotFound;
    }
    if let Some(bare) = decoded.strip_suffix("/index.html").or_else(|| decoded.strip_suffix(".html"))
        && (!bare.is_empty() || decoded == "/index.html")
    {
        let target = if bare.is_empty() { "/".to_string() } else { bare.to_string() };
        return Resolved::Redirect(encode_path(&target));
    }
    if decoded == "/_headers" {
        return Resolved::NotFound;
    }
    let candidate = dir.join(relative);
    if candidate.is_file() && !decoded.ends_with('/') {
        return Resolved::File(candidate);
    }
    let index = candidate.join("index.html");
    if index.is_file() {
        return Resolved::File(index);
    }
    Resolved::NotFound
}

fn encode_path(path: &str) -> String {
    const SET: &percent_encoding::AsciiSet = &percent_encoding::CONTROLS
        .add(b' ')
        .add(b'"')
        .add(b'#')
        .add(b'<')
        .add(b'>')
        .add(b'?')
        .add(b'`')
        .add(b'{')
        .add(b'}');
    percent_encoding::utf8_percent_encode(path, SET).to_string()
}

pub(crate) async fn respond(dir: &Path, uri: &Uri) -> Response<Body> {
    match resolve(dir, uri.path()) {
        Resolved::File(path) => file_response(&path, StatusCode::OK).await,
        Resolved::Redirect(to) => {
            let location = match uri.query() {
                Some(q) => format!("{to}?{q}"),
                None => to,
            };
            Response::builder()
                .status(StatusCode::MOVED_PERMANENTLY)
                .header(header::LOCATION, location)
                .body(Body::empty())
                .expect("valid redirect")
        }
        Resolved::NotFound => file_response(&dir.join("404.html"), StatusCode::NOT_FOUND).await,
    }
}

async fn file_response(path: &Path, status: StatusCode) -> Response<Body> {
    let Ok(bytes) = tokio::fs::read(path).await else {
        return Response::builder()
            .status(StatusCode::NOT_FOUND)
            .body(Body::from("not found"))
            .expect("valid");
    };
    let mime = mime_guess::from_path(path).first_or_octet_stream();
    let content_type = if mime.type_() == "text" || mime.essence_str() == "application/javascript" {
        format!("{}; charset=utf-8", mime.essence_str())
    } else {
        mime.essence_str().to_string()
    };
    let hashed = path.components().any(|c| c.as_os_str() == "assets");
    let cache = if hashed { "public, max-age=31536000, immutable" } else { "no-cache" };
    Response::builder()
        .status(status)
        .header(header::CONTENT_TYPE, HeaderValue::from_str(&content_type).expect("ascii mime"))
        .header(header::CACHE_CONTROL, cache)
        .body(Body::from(bytes))
        .expect("valid response")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("guide/compute")).unwrap();
        std::fs::write(dir.path().join("index.html"), "home").unwrap();
        std::fs::write(dir.path().join("guide/index.html"), "guide").unwrap();
        std::fs::write(dir.path().join("guide/compute/index.html"), "compute").unwrap();
        std::fs::write(dir.path().join("404.html"), "missing").unwrap();
        dir
    }

    #[test]
    fn routes_map_to_index_files() {
        let dir = site();
        let d = dir.path();
        assert_eq!(resolve(d, "/"), Resolved::File(d.join("index.html")));
        assert_eq!(resolve(d, "/guide"), Resolved::File(d.join("guide/index.html")));
        assert_eq!(resolve(d, "/guide/"), Resolved::File(d.join("guide/index.html")));
        assert_eq!(resolve(d, "/guide/compute"), Resolved::File(d.join("guide/compute/index.html")));
        assert_eq!(resolve(d, "/nope"), Resolved::NotFound);
    }

    #[test]
    fn html_suffixes_redirect_to_the_bare_path() {
        let d = Path::new("/nonexistent");
        assert_eq!(resolve(d, "/guide/index.html"), Resolved::Redirect("/guide".into()));
        assert_eq!(resolve(d, "/guide.html"), Resolved::Redirect("/guide".into()));
        assert_eq!(resolve(d, "/index.html"), Resolved::Redirect("/".into()));
        assert_eq!(resolve(d, "/%EA%B0%80.html"), Resolved::Redirect("/%EA%B0%80".into()));
    }

    #[test]
    fn never_leaves_the_folder() {
        let dir = site();
        let d = dir.path().join("guide");
        // `d` is a subfolder; the site root above it holds index.html and 404.html.
        for path in [
            "/../index.html",
            "/..",
            "/../404.html",
            "/%2e%2e/index.html",
            "/%2e%2e%2findex.html",
            "/%2e%2e%2f404.html",
            "/..%2f404.html",
            "/a%00b",
            "/..%5c404.html",
            "//etc/passwd",
            "/%2Fetc%2Fpasswd",
            "/C:/Windows/win.ini",
            &format!("/{}", dir.path().join("404.html").display()),
        ] {
            match resolve(&d, path) {
                Resolved::File(file) => panic!("{path} served {}", file.display()),
                Resolved::Redirect(to) => assert!(!to.contains(".."), "{path} redirected to {to}"),
                Resolved::NotFound => {}
            }
        }
        assert_eq!(resolve(&d, "/%2e%2e/404"), Resolved::NotFound);
    }
}

#[cfg(test)]
mod load_tests {
    use std::time::{Duration, Instant};

    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    /// 1,000 concurrent requests on loopback, all answered; bounded in count and time.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn holds_a_thousand_concurrent_requests() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("guide")).unwrap();
        std::fs::write(dir.path().join("index.html"), "home ".repeat(2000)).unwrap();
        std::fs::write(dir.path().join("guide/index.html"), "guide ".repeat(2000)).unwrap();
        std::fs::write(dir.path().join("404.html"), "missing").unwrap();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        tokio::spawn(super::serve(listener, dir.path().to_path_buf()));

        let started = Instant::now();
        let mut tasks = Vec::new();
        for i in 0..1000 {
            tasks.push(tokio::spawn(async move {
                let path = ["/", "/guide", "/nope", "/guide/index.html"][i % 4];
                let mut stream = tokio::net::TcpStream::connect(address).await?;
                let request = format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n");
                stream.write_all(request.as_bytes()).await?;
                let mut response = Vec::new();
                stream.read_to_end(&mut response).await?;
                let status = String::from_utf8_lossy(&response[..12.min(response.len())]).to_string();
                Ok::<_, std::io::Error>(status)
            }));
        }
        let mut statuses = std::collections::BTreeMap::new();
        for task in tasks {
            let status = tokio::time::timeout(Duration::from_secs(30), task).await.unwrap().unwrap().unwrap();
            *statuses.entry(status).or_insert(0) += 1;
        }
        let elapsed = started.elapsed();
        assert_eq!(statuses.get("HTTP/1.1 200").copied(), Some(500), "{statuses:?}");
        assert_eq!(statuses.get("HTTP/1.1 404").copied(), Some(250), "{statuses:?}");
        assert_eq!(statuses.get("HTTP/1.1 301").copied(), Some(250), "{statuses:?}");
        println!("1000 concurrent requests answered in {elapsed:?}");
    }
}
