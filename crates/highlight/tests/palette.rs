//! Every token colour of both palettes in the theme's stylesheet reads at
//! WCAG AA (4.5:1) on the code block and on a highlighted line, computed
//! from the colours in ui/src/theme/styles.css.

use std::collections::HashMap;

const STYLES: &str = include_str!("../../../ui/src/theme/styles.css");

/// The custom properties of the reading block's `:root` and dark rules.
fn palettes() -> [(&'static str, HashMap<String, String>); 2] {
    let block = STYLES
        .split("/* ==== Reading:")
        .nth(1)
        .expect("reading block")
        .split("end of reading block")
        .next()
        .expect("end");
    let rule = |selector: &str| {
        let body = block.split(selector).nth(1).unwrap_or_else(|| panic!("no `{selector}` rule"));
        let body = &body[..body.find('}').expect("rule ends")];
        body.split(';')
            .filter_map(|decl| decl.split_once(':'))
            .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
            .filter(|(k, _)| k.starts_with("--"))
            .collect::<HashMap<_, _>>()
    };
    [("light", rule("\n:root {")), ("dark", rule("\n[data-theme=\"dark\"] {"))]
}

fn luminance(hex: &str) -> f64 {
    let hex = hex.trim_start_matches('#');
    assert_eq!(hex.len(), 6, "colours are #rrggbb: {hex}");
    let channel = |i: usize| {
        let c = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).expect("hex")) / 255.0;
        if c <= 0.039_28 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
    };
    0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

fn contrast(a: &str, b: &str) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[test]
fn contrast_formula_matches_known_values() {
    assert!((contrast("#000000", "#ffffff") - 21.0).abs() < 1e-9);
    assert!((contrast("#767676", "#ffffff") - 4.54).abs() < 0.01);
}

#[test]
fn every_token_colour_reads_on_both_code_backgrounds_in_both_modes() {
    let mut failures = Vec::new();
    for (mode, palette) in palettes() {
        let colours = highlight::CLASSES
            .iter()
            .map(|(class, _)| format!("--ao-tk-{class}"))
            .chain(["--ao-code-text".to_string(), "--ao-code-soft".to_string()]);
        for name in colours {
            let Some(colour) = palette.get(&name) else {
                failures.push(format!("{mode}: {name} is not set"));
                continue;
            };
            for background in ["--ao-code-bg", "--ao-code-hl-bg"] {
                let ratio = contrast(colour, &palette[background]);
                if ratio < 4.5 {
                    failures.push(format!("{mode}: {name} {colour} on {background} is {ratio:.2}:1"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
