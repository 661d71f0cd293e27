//! Progress of long work: a bar per stage with its count, time and estimate
//! on a terminal (drawn by indicatif, cleared when the stage ends), plain
//! lines elsewhere (CI, pipes): nothing for a short stage, and a line every
//! 10 s with the count for a long one. Every stage ends with its one-line
//! summary (`  bundle   812 ms  …`), unless the output is quiet.

use std::io::IsTerminal;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How often a long stage prints its count where no bar can be drawn.
const LINE_EVERY: Duration = Duration::from_secs(10);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Output {
    /// Bars on standard error.
    Terminal,
    /// Plain lines, no control characters.
    Lines,
    /// Errors only.
    Quiet,
}

impl Output {
    /// Bars when standard error is a terminal that can draw them, else lines.
    pub fn detect(quiet: bool) -> Self {
        if quiet {
            Output::Quiet
        } else if std::io::stderr().is_terminal() && std::env::var("TERM").map_or(true, |t| t != "dumb") {
            Output::Terminal
        } else {
            Output::Lines
        }
    }
}

/// Time spent in progress reporting by this process (counting, drawing,
/// printing), so the bench can show what progress costs a build.
static SPENT_NANOS: AtomicU64 = AtomicU64::new(0);

pub fn time_spent() -> Duration {
    Duration::from_nanos(SPENT_NANOS.load(Ordering::Relaxed))
}

/// Adds the time from its making to its end to [`time_spent`].
struct Spending(Instant);

impl Drop for Spending {
    fn drop(&mut self) {
        SPENT_NANOS.fetch_add(self.0.elapsed().as_nanos() as u64, Ordering::Relaxed);
    }
}

/// One stage under way.
pub struct Stage {
    name: &'static str,
    output: Output,
    started: Instant,
    bar: Mutex<Option<ProgressBar>>,
    /// What the bar counts now.
    counting: Mutex<Option<String>>,
    lines: Mutex<LineState>,
}

struct LineState {
    last: Instant,
    done: u64,
    total: u64,
}

impl Stage {
    pub fn start(name: &'static str, output: Output) -> Self {
        let started = Instant::now();
        let _spending = Spending(started);
        let bar = (output == Output::Terminal).then(|| {
            let spinner = ProgressStyle::with_template("  {prefix:<10} {spinner} {elapsed:>4} {msg}")
                .expect("a valid template")
                .tick_chars("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏ ");
            shown(ProgressBar::hidden().with_style(spinner).with_prefix(name))
        });
        Stage {
            name,
            output,
            started,
            bar: Mutex::new(bar),
            counting: Mutex::new(None),
            lines: Mutex::new(LineState { last: started, done: 0, total: 0 }),
        }
    }

    /// `done` of `total` items (`what`: "pages rendered"); safe to call from many threads, in any order.
    pub fn count(&self, done: u64, total: u64, what: &str) {
        let _spending = Spending(Instant::now());
        let mut bar = self.bar.lock().expect("not poisoned");
        if let Some(current) = bar.as_ref() {
            let mut counting = self.counting.lock().expect("not poisoned");
            if counting.as_deref() == Some(what) {
                // A thread that counted earlier may report late: never go back.
                current.set_position(done.max(current.position()));
                return;
            }
            // A new count (the bundle stage compiles, then renders, then writes):
            // a new bar, whole before it is first drawn.
            *counting = Some(what.to_string());
            current.finish_and_clear();
            let style = ProgressStyle::with_template(
                "  {prefix:<10} [{bar:28}] {pos}/{len} {msg} {elapsed} (about {eta} left)",
            )
            .expect("a valid template")
            .progress_chars("=> ");
            let next = ProgressBar::hidden()
                .with_style(style)
                .with_prefix(self.name)
                .with_message(what.to_string())
                .with_position(done);
            next.set_length(total);
            *bar = Some(shown(next));
            return;
        }
        drop(bar);
        let mut lines = self.lines.lock().expect("not poisoned");
        lines.done = done;
        lines.total = total;
        if self.output == Output::Lines
            && self.started.elapsed() >= LINE_EVERY
            && lines.last.elapsed() >= LINE_EVERY
        {
            lines.last = Instant::now();
            println!(
                "  {}: {done}/{total} {what} ({:.0} s)",
                self.name,
                self.started.elapsed().as_secs_f64()
            );
        }
    }

    /// Ends the stage with its summary line; returns its name and time.
    pub fn finish(self, detail: &str) -> (&'static str, Duration) {
        let took = self.started.elapsed();
        let _spending = Spending(Instant::now());
        if let Some(bar) = self.bar.lock().expect("not poisoned").as_ref() {
            bar.finish_and_clear();
        }
        Self::line(self.name, took, self.output, detail)
    }

    /// The summary line of work that took `took` beside another stage (whose
    /// bar it does not draw); returns its name and time.
    pub fn line(
        name: &'static str,
        took: Duration,
        output: Output,
        detail: &str,
    ) -> (&'static str, Duration) {
        if output != Output::Quiet {
            println!("  {name:<10} {:>7.0} ms  {detail}", took.as_secs_f64() * 1000.0);
        }
        (name, took)
    }
}

/// Draws a configured bar on standard error, at most ten times a second.
fn shown(bar: ProgressBar) -> ProgressBar {
    bar.set_draw_target(ProgressDrawTarget::stderr_with_hz(10));
    bar.enable_steady_tick(Duration::from_millis(100));
    bar
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quiet_output_and_lines_mode_draw_no_bar() {
        for output in [Output::Quiet, Output::Lines] {
            let stage = Stage::start("test", output);
            stage.count(1, 2, "items");
            assert!(stage.bar.lock().unwrap().is_none());
            assert_eq!(stage.lines.lock().unwrap().done, 1);
        }
    }
}
