//! `cargo xtask build --timings-json FILE`: each stage's time, the whole
//! build's and what drawing its progress cost, as JSON for the bench to read
//! (the lines people read are free to change).

use std::path::Path;
use std::time::Duration;

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};

/// What one build took, in milliseconds.
#[derive(Debug, Serialize, Deserialize, PartialEq)]
pub struct Timings {
    /// Each stage, in the order it ran.
    pub stages: Vec<StageTime>,
    /// The whole build, from the command's start.
    pub total_ms: f64,
    /// Of that, the progress reporting (counting, drawing, printing).
    pub progress_ms: f64,
}

#[derive(Debug, Serialize, Deserialize, PartialEq)]
pub struct StageTime {
    pub stage: String,
    pub ms: f64,
}

impl Timings {
    pub fn new(timeline: &[(&str, Duration)], total: Duration, progress: Duration) -> Self {
        let stages = timeline
            .iter()
            .map(|(stage, took)| StageTime { stage: stage.to_string(), ms: ms(*took) })
            .collect();
        Timings { stages, total_ms: ms(total), progress_ms: ms(progress) }
    }

    pub fn write(&self, file: &Path) -> Result<()> {
        let text = serde_json::to_string_pretty(self)?;
        std::fs::write(file, text).with_context(|| format!("writing {}", file.display()))
    }

    pub fn read(file: &Path) -> Result<Self> {
        let text = std::fs::read(file).with_context(|| format!("reading {}", file.display()))?;
        serde_json::from_slice(&text).with_context(|| format!("reading the timings in {}", file.display()))
    }

    /// Each stage's name and time.
    pub fn stage_times(&self) -> Vec<(String, Duration)> {
        self.stages.iter().map(|s| (s.stage.clone(), Duration::from_secs_f64(s.ms / 1000.0))).collect()
    }
}

fn ms(took: Duration) -> f64 {
    took.as_secs_f64() * 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a build writes is what the bench reads: each stage in order, in milliseconds.
    #[test]
    fn the_bench_reads_the_stage_times_a_build_writes() {
        let timeline = [("content", Duration::from_millis(43)), ("bundle", Duration::from_micros(1500))];
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("timings.json");
        Timings::new(&timeline, Duration::from_secs(2), Duration::from_millis(3)).write(&file).unwrap();
        let read = Timings::read(&file).unwrap();
        assert_eq!(
            read.stage_times(),
            [
                ("content".to_string(), Duration::from_millis(43)),
                ("bundle".to_string(), Duration::from_micros(1500))
            ]
        );
        assert_eq!((read.total_ms, read.progress_ms), (2000.0, 3.0));
    }
}
