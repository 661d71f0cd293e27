//! The tokenizer and jamo against the samples in terms.json and jamo.json, which the browser's
//! tokenizer (ui/src/search/terms.ts) is tested against too
//! (tests/e2e/search.test.mjs): both sides must split text the same way.

#[derive(serde::Deserialize)]
struct Sample {
    text: String,
    terms: Vec<String>,
    /// Indexes of the terms that join the previous one.
    joins: Vec<usize>,
}

#[test]
fn samples_split_as_the_browser_splits_them() {
    let samples: Vec<Sample> = serde_json::from_str(include_str!("terms.json")).expect("valid samples");
    for sample in samples {
        let got = search::terms::terms(&sample.text);
        let texts: Vec<&str> = got.iter().map(|t| t.text.as_str()).collect();
        assert_eq!(texts, sample.terms, "terms of {:?}", sample.text);
        let joins: Vec<usize> =
            got.iter().enumerate().filter(|(_, t)| t.joins_previous).map(|(i, _)| i).collect();
        assert_eq!(joins, sample.joins, "joins of {:?}", sample.text);
    }
}

#[derive(serde::Deserialize)]
struct JamoSample {
    word: String,
    jamo: String,
    chosung: Option<String>,
}

/// Jamo and 초성 against jamo.json, which the browser's terms.ts is tested against too.
#[test]
fn samples_decompose_as_the_browser_decomposes_them() {
    let samples: Vec<JamoSample> = serde_json::from_str(include_str!("jamo.json")).expect("valid samples");
    for sample in samples {
        assert_eq!(search::rules::jamo(&sample.word), sample.jamo, "jamo of {:?}", sample.word);
        assert_eq!(search::rules::chosung(&sample.word), sample.chosung, "초성 of {:?}", sample.word);
    }
}

#[derive(serde::Deserialize)]
struct StemSample {
    word: String,
    stem: String,
}

/// English stems against stems.json, which the browser's Porter2 (terms.ts' `stemmed`) is
/// tested against too: a query's `installs` must become the `instal` the index holds.
#[test]
fn samples_stem_as_the_browser_stems_them() {
    use search::terms::Stemming;
    let samples: Vec<StemSample> = serde_json::from_str(include_str!("stems.json")).expect("valid samples");
    for sample in &samples {
        assert_eq!(Stemming::English.stem(&sample.word), sample.stem, "stem of {:?}", sample.word);
        assert_eq!(Stemming::None.stem(&sample.word), sample.word, "{:?} unstemmed", sample.word);
    }
    assert!(samples.iter().filter(|s| s.stem != s.word).count() > 50, "the table stems most of its words");
}
