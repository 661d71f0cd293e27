//! Drawing: the frame every card of a site shares, drawn once, and each
//! card's text over a copy of it, encoded as PNG.
//!
//! A card is a palette PNG, a byte a pixel: a third of RGB's bytes to copy
//! and compress, which is most of a card's cost. The palette holds the
//! frame's colours and [`LEVELS`] shades of each ink over the background;
//! text only ever falls on the background, so its shades are exact.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tiny_skia::{Color, FillRule, Mask, Paint, PathBuilder, Pixmap, Rect, Transform};
use ttf_parser::{GlyphId, OutlineBuilder};

use crate::layout::{self, Fonts, Sized, Weight};
use crate::{Card, Error, HEIGHT, WIDTH};

/// What every card of a site shows.
pub struct Site {
    /// The site's name, beside the logo.
    pub name: String,
    /// The site's address without its scheme (`www.aoldacloud.com`), at the foot.
    pub host: String,
    /// The logo's file (SVG or PNG), if the site has one a card can show.
    pub logo: Option<Logo>,
}

/// A logo's bytes, by format.
pub enum Logo {
    Svg(Vec<u8>),
    Png(Vec<u8>),
}

// The theme's colours (ui/src/theme/styles.css, light mode).
const BACKGROUND: [u8; 3] = [0xff, 0xff, 0xff];
const PRIMARY: [u8; 3] = [0x1d, 0x5f, 0xd1];
const TEXT: [u8; 3] = [0x1c, 0x1e, 0x21];
const MUTED: [u8; 3] = [0x52, 0x5a, 0x66];

const MARGIN: f32 = 80.0;
const TEXT_WIDTH: f32 = WIDTH as f32 - 2.0 * MARGIN;
const LOGO: f32 = 72.0;
const LOGO_TOP: f32 = 64.0;
/// The inks text is written in: the section, the title and the address, the description.
const INKS: [[u8; 3]; 3] = [PRIMARY, TEXT, MUTED];
/// Shades of an ink an edge of a glyph takes: more than an edge shows at these sizes.
const LEVELS: u8 = 32;
/// Palette entries left for the frame (background, band, logo) once the inks have theirs.
const FRAME_COLOURS: usize = 256 - INKS.len() * LEVELS as usize;

/// The band of the theme's colour along the foot.
const BAND: f32 = 14.0;

const NAME_SIZE: f32 = 40.0;
const HOST_SIZE: f32 = 28.0;
const SECTION_SIZE: f32 = 30.0;
const SECTION_BASELINE: f32 = 216.0;
const TITLE_SIZE: f32 = 64.0;
const TITLE_LEADING: f32 = 80.0;
const TITLE_LINES: usize = 3;
/// From the section's baseline to the title's first.
const TITLE_GAP: f32 = 20.0 + TITLE_SIZE;
const DESCRIPTION_SIZE: f32 = 32.0;
const DESCRIPTION_LEADING: f32 = 46.0;
/// Lines of description under a one-line title; each further title line takes one.
const DESCRIPTION_LINES: usize = 3;
/// From the title's last baseline to the description's first.
const DESCRIPTION_GAP: f32 = DESCRIPTION_SIZE + 32.0;
/// The lowest baseline a description line may have (its descenders clear the band).
const LAST_BASELINE: f32 = HEIGHT as f32 - BAND - 40.0;

/// Draws the cards of one site.
pub struct Painter {
    fonts: Fonts,
    /// The frame's pixels, as palette indexes.
    frame: Vec<u8>,
    /// The PNG palette (RGB triples): the frame's colours, then the inks' shades.
    palette: Vec<u8>,
    glyphs: Glyphs,
}

impl Painter {
    /// Draws the frame (logo, name, address, band) that every card starts from.
    pub fn new(fonts: Fonts, site: &Site) -> Result<Painter, Error> {
        let glyphs = Glyphs::default();
        let mut frame = Pixmap::new(WIDTH, HEIGHT).expect("the card's size is not zero");
        frame.fill(color(BACKGROUND));
        let band = Rect::from_xywh(0.0, HEIGHT as f32 - BAND, WIDTH as f32, BAND).expect("a band");
        frame.fill_rect(band, &paint(PRIMARY), Transform::identity(), None);
        let name_x = match &site.logo {
            Some(logo) => {
                draw_logo(&mut frame, logo)?;
                MARGIN + LOGO + 24.0
            }
            None => MARGIN,
        };
        // The name and the address share the logo's row, centred on it (a
        // baseline a third of the size below the middle), the address to the right.
        let middle = LOGO_TOP + LOGO / 2.0;
        let host = fonts.sized(Weight::Regular, HOST_SIZE);
        let host_line = layout::lines(&host, &site.host, TEXT_WIDTH / 2.0, 1).concat();
        let host_x = WIDTH as f32 - MARGIN - host.width(&host_line);
        let name = fonts.sized(Weight::Bold, NAME_SIZE);
        let name_line = layout::lines(&name, &site.name, host_x - 32.0 - name_x, 1).concat();
        let (mut frame, palette) = indexed(&frame);
        write(&mut frame, &glyphs, &host, &host_line, host_x, middle + HOST_SIZE / 3.0, MUTED);
        write(&mut frame, &glyphs, &name, &name_line, name_x, middle + NAME_SIZE / 3.0, TEXT);
        Ok(Painter { fonts, frame, palette, glyphs })
    }

    /// The card as a PNG file. The section, title and description stand as
    /// one block whose last line is near the foot, so a short page's card
    /// is not a title at the top over an empty half; a long one starts
    /// under the logo's row and keeps to its lines.
    pub fn draw(&self, card: &Card) -> Vec<u8> {
        let section = self.fonts.sized(Weight::Regular, SECTION_SIZE);
        let title = self.fonts.sized(Weight::Bold, TITLE_SIZE);
        let description = self.fonts.sized(Weight::Regular, DESCRIPTION_SIZE);
        let section_line = layout::lines(&section, &card.section, TEXT_WIDTH, 1).concat();
        let title_lines = layout::lines(&title, &card.title, TEXT_WIDTH, TITLE_LINES);
        let described = DESCRIPTION_LINES.saturating_sub(title_lines.len().saturating_sub(1));
        let description_lines = layout::lines(&description, &card.description, TEXT_WIDTH, described);

        // From the section's baseline to the last line's.
        let mut height = TITLE_GAP + TITLE_LEADING * (title_lines.len().max(1) - 1) as f32;
        if !description_lines.is_empty() {
            height += DESCRIPTION_GAP + DESCRIPTION_LEADING * (description_lines.len() - 1) as f32;
        }
        let mut baseline = (LAST_BASELINE - height).max(SECTION_BASELINE);

        let mut pixels = self.frame.clone();
        write(&mut pixels, &self.glyphs, &section, &section_line, MARGIN, baseline, PRIMARY);
        baseline += TITLE_GAP;
        for line in &title_lines {
            write(&mut pixels, &self.glyphs, &title, line, MARGIN, baseline, TEXT);
            baseline += TITLE_LEADING;
        }
        baseline += DESCRIPTION_GAP - TITLE_LEADING;
        for line in &description_lines {
            write(&mut pixels, &self.glyphs, &description, line, MARGIN, baseline, MUTED);
            baseline += DESCRIPTION_LEADING;
        }
        encode(&pixels, &self.palette)
    }
}

fn color([r, g, b]: [u8; 3]) -> Color {
    Color::from_rgba8(r, g, b, 0xff)
}

fn paint(rgb: [u8; 3]) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(color(rgb));
    paint.anti_alias = true;
    paint
}

/// Writes `text` from (`x`, `baseline`) on into the card's pixels in `ink`, each
/// glyph's coverage taken from `glyphs` (drawn there once per face and size).
/// Glyphs stand on whole pixels: at these sizes a rounded position does not
/// show, and it lets every card reuse the same masks.
fn write(pixels: &mut [u8], glyphs: &Glyphs, font: &Sized, text: &str, x: f32, baseline: f32, ink: [u8; 3]) {
    let first = first_shade(ink);
    let mut pen = x;
    for c in text.chars() {
        let glyph = glyphs.get(font, font.glyph(c));
        if let Some(mask) = glyph.as_deref() {
            blend(pixels, mask, pen.round() as i32, baseline.round() as i32, first);
        }
        pen += font.advance(c);
    }
}

/// One glyph's coverage at one size, and where its box sits from the pen
/// (`left`, `top`: pixels right of the pen and below the baseline).
struct GlyphMask {
    mask: Mask,
    left: i32,
    top: i32,
}

/// The masks of the glyphs cards have drawn, by face, size and glyph; shared
/// by the threads that draw cards.
#[derive(Default)]
struct Glyphs(Mutex<HashMap<GlyphKey, Option<Arc<GlyphMask>>>>);

/// A glyph of a face at a size (the size's bits: sizes are constants).
type GlyphKey = (Weight, u32, GlyphId);

impl Glyphs {
    fn get(&self, font: &Sized, glyph: GlyphId) -> Option<Arc<GlyphMask>> {
        let key = (font.weight, font.size.to_bits(), glyph);
        if let Some(known) = self.0.lock().expect("no thread panics holding it").get(&key) {
            return known.clone();
        }
        let made = rasterize(font, glyph).map(Arc::new);
        self.0.lock().expect("no thread panics holding it").insert(key, made.clone());
        made
    }
}

/// A glyph's coverage, anti-aliased, in a box around its outline.
fn rasterize(font: &Sized, glyph: GlyphId) -> Option<GlyphMask> {
    let mut outline = Outline(PathBuilder::new());
    let bounds = font.face.outline_glyph(glyph, &mut outline)?;
    let path = outline.0.finish()?;
    // The box in pixels, a pixel wider on each side for the anti-aliased edge.
    let left = (f32::from(bounds.x_min) * font.scale).floor() as i32 - 1;
    let top = (-f32::from(bounds.y_max) * font.scale).floor() as i32 - 1;
    let right = (f32::from(bounds.x_max) * font.scale).ceil() as i32 + 1;
    let bottom = (-f32::from(bounds.y_min) * font.scale).ceil() as i32 + 1;
    let mut mask = Mask::new((right - left) as u32, (bottom - top) as u32)?;
    // Font units, y up, to the box's pixels, y down.
    let at = Transform::from_row(font.scale, 0.0, 0.0, -font.scale, -left as f32, -top as f32);
    mask.fill_path(&path, FillRule::Winding, true, at);
    Some(GlyphMask { mask, left, top })
}

/// Covers the card's `pixels` with the ink whose first shade is `first`
/// through `glyph`'s coverage, the glyph's pen at (`x`, `baseline`); what
/// falls outside the card is left out. Where two glyphs' edges meet, their
/// coverages add up as paint over paint does: 1 − (1 − a)(1 − b).
fn blend(pixels: &mut [u8], glyph: &GlyphMask, x: i32, baseline: i32, first: u8) {
    let (width, height) = (WIDTH as i32, HEIGHT as i32);
    let (w, h) = (glyph.mask.width() as i32, glyph.mask.height() as i32);
    let coverage = glyph.mask.data();
    let levels = u32::from(LEVELS);
    for row in 0..h {
        let y = baseline + glyph.top + row;
        if !(0..height).contains(&y) {
            continue;
        }
        for column in 0..w {
            let px = x + glyph.left + column;
            let a = u32::from(coverage[(row * w + column) as usize]);
            if a == 0 || !(0..width).contains(&px) {
                continue;
            }
            let at = (y * width + px) as usize;
            let had = match pixels[at].checked_sub(first) {
                Some(shade) if shade < LEVELS => u32::from(shade) + 1,
                _ => 0,
            };
            let level = levels - ((levels - had) * (255 - a) + 127) / 255;
            if level > 0 {
                pixels[at] = first + (level - 1) as u8;
            }
        }
    }
}

/// A glyph's outline as a path, in font units.
struct Outline(PathBuilder);

impl OutlineBuilder for Outline {
    fn move_to(&mut self, x: f32, y: f32) {
        self.0.move_to(x, y);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.0.line_to(x, y);
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        self.0.quad_to(x1, y1, x, y);
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        self.0.cubic_to(x1, y1, x2, y2, x, y);
    }
    fn close(&mut self) {
        self.0.close();
    }
}

/// The logo in its square at the top left, scaled to fit and centred.
fn draw_logo(frame: &mut Pixmap, logo: &Logo) -> Result<(), Error> {
    let image = match logo {
        Logo::Svg(bytes) => {
            let tree = resvg::usvg::Tree::from_data(bytes, &resvg::usvg::Options::default())
                .map_err(|e| Error(format!("the logo cannot be read as SVG: {e}")))?;
            let size = tree.size();
            let scale = (LOGO / size.width()).min(LOGO / size.height());
            let mut image = Pixmap::new(LOGO as u32, LOGO as u32).expect("the logo's square is not empty");
            let (dx, dy) = ((LOGO - size.width() * scale) / 2.0, (LOGO - size.height() * scale) / 2.0);
            resvg::render(&tree, Transform::from_row(scale, 0.0, 0.0, scale, dx, dy), &mut image.as_mut());
            image
        }
        Logo::Png(bytes) => {
            let image = Pixmap::decode_png(bytes)
                .map_err(|e| Error(format!("the logo cannot be read as PNG: {e}")))?;
            let scale = (LOGO / image.width() as f32).min(LOGO / image.height() as f32);
            let mut fitted = Pixmap::new(LOGO as u32, LOGO as u32).expect("the logo's square is not empty");
            let (dx, dy) =
                ((LOGO - image.width() as f32 * scale) / 2.0, (LOGO - image.height() as f32 * scale) / 2.0);
            fitted.draw_pixmap(
                0,
                0,
                image.as_ref(),
                &tiny_skia::PixmapPaint { quality: tiny_skia::FilterQuality::Bicubic, ..Default::default() },
                Transform::from_row(scale, 0.0, 0.0, scale, dx, dy),
                None,
            );
            fitted
        }
    };
    frame.draw_pixmap(
        MARGIN as i32,
        LOGO_TOP as i32,
        image.as_ref(),
        &tiny_skia::PixmapPaint::default(),
        Transform::identity(),
        None,
    );
    Ok(())
}

/// The palette index of `ink`'s lightest shade; its shade `s` (of
/// [`LEVELS`], 1 the lightest) is `s - 1` further on.
fn first_shade(ink: [u8; 3]) -> u8 {
    let at = INKS.iter().position(|known| *known == ink).expect("text is written in one of the inks");
    (FRAME_COLOURS + at * LEVELS as usize) as u8
}

/// The opaque `pixmap` as palette indexes, and the palette: its colours,
/// the most used first (a logo with more than the palette has room for
/// keeps its commonest and takes the nearest of them elsewhere), then the
/// inks' shades over the background.
fn indexed(pixmap: &Pixmap) -> (Vec<u8>, Vec<u8>) {
    let pixels = || pixmap.data().chunks_exact(4).map(|p| [p[0], p[1], p[2]]);
    let mut counts: HashMap<[u8; 3], usize> = HashMap::new();
    for pixel in pixels() {
        *counts.entry(pixel).or_default() += 1;
    }
    let mut by_use: Vec<([u8; 3], usize)> = counts.into_iter().collect();
    by_use.sort_by(|(a, n), (b, m)| m.cmp(n).then(a.cmp(b)));
    let kept: Vec<[u8; 3]> = by_use.iter().take(FRAME_COLOURS).map(|(colour, _)| *colour).collect();
    let distance = |a: [u8; 3], b: [u8; 3]| -> u32 {
        a.iter().zip(b).map(|(x, y)| u32::from(x.abs_diff(y)).pow(2)).sum()
    };
    let index: HashMap<[u8; 3], u8> = by_use
        .iter()
        .map(|(colour, _)| {
            let nearest =
                (0..kept.len()).min_by_key(|&i| distance(kept[i], *colour)).expect("the frame has a colour");
            (*colour, nearest as u8)
        })
        .collect();
    let mut palette: Vec<u8> = kept.iter().flatten().copied().collect();
    palette.resize(FRAME_COLOURS * 3, 0);
    for ink in INKS {
        for shade in 1..=LEVELS {
            palette.extend(BACKGROUND.iter().zip(ink).map(|(&from, to)| {
                let (from, to, s, l) = (u32::from(from), u32::from(to), u32::from(shade), u32::from(LEVELS));
                ((from * (l - s) + to * s + l / 2) / l) as u8
            }));
        }
    }
    (pixels().map(|pixel| index[&pixel]).collect(), palette)
}

/// The card's palette indexes as a PNG, compressed for speed: a card is
/// mostly flat colour, which the fast setting packs nearly as small as the
/// thorough one, and which no row filter would make smaller.
fn encode(indexes: &[u8], palette: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 * 1024);
    let mut encoder = png::Encoder::new(&mut out, WIDTH, HEIGHT);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette);
    encoder.set_compression(png::Compression::Fast);
    encoder.set_filter(png::FilterType::NoFilter);
    encoder.set_adaptive_filter(png::AdaptiveFilterType::NonAdaptive);
    let mut writer = encoder.write_header().expect("writing to memory");
    writer.write_image_data(indexes).expect("the image is as large as its header says");
    writer.finish().expect("writing to memory");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fonts() -> Fonts {
        let dir =
            concat!(env!("CARGO_MANIFEST_DIR"), "/../../ui/node_modules/@sun-typeface/suit/fonts/static/otf");
        let read = |name: &str| {
            std::fs::read(format!("{dir}/{name}")).expect("ui/node_modules holds the card font (npm ci)")
        };
        Fonts::new(read("SUIT-Bold.otf"), read("SUIT-Regular.otf")).unwrap()
    }

    /// The decoded card: its RGB pixels, by palette.
    fn decode(png: &[u8]) -> Vec<[u8; 3]> {
        let mut reader = png::Decoder::new(png).read_info().unwrap();
        let info = reader.info();
        assert_eq!((info.width, info.height, info.color_type), (WIDTH, HEIGHT, png::ColorType::Indexed));
        let palette = info.palette.clone().expect("a palette").into_owned();
        let mut indexes = vec![0; reader.output_buffer_size()];
        reader.next_frame(&mut indexes).unwrap();
        indexes.iter().map(|&i| palette[3 * i as usize..3 * i as usize + 3].try_into().unwrap()).collect()
    }

    #[test]
    fn a_card_is_a_palette_png_of_the_frame_and_the_inks() {
        let site = Site { name: "아올다".into(), host: "docs.example.org".into(), logo: None };
        let painter = Painter::new(fonts(), &site).unwrap();
        let card =
            Card { section: "가이드".into(), title: "■■■".into(), description: String::new() };
        let pixels = decode(&painter.draw(&card));
        let at = |x: u32, y: u32| pixels[(y * WIDTH + x) as usize];
        assert_eq!(at(5, 5), BACKGROUND);
        assert_eq!(at(600, HEIGHT - 2), PRIMARY, "the band along the foot");
        // The title's glyphs cover whole pixels inside: the ink itself, not a shade.
        assert!(pixels.contains(&TEXT), "the title is written in the text ink");
        assert!(pixels.contains(&MUTED) && pixels.contains(&PRIMARY));
        // Every colour is the background, the band or a shade of an ink over the background.
        let shade_of = |c: [u8; 3]| {
            INKS.iter().any(|ink| {
                (0..=LEVELS).any(|s| {
                    let blend = |i: usize| {
                        let (b, k, s, l) =
                            (u32::from(BACKGROUND[i]), u32::from(ink[i]), u32::from(s), u32::from(LEVELS));
                        ((b * (l - s) + k * s + l / 2) / l) as u8
                    };
                    c == [blend(0), blend(1), blend(2)]
                })
            })
        };
        assert!(pixels.iter().all(|&c| c == PRIMARY || shade_of(c)));
    }

    #[test]
    fn overlapping_edges_add_up_and_never_pass_the_ink() {
        let first = first_shade(TEXT);
        let mut mask = Mask::new(1, 1).unwrap();
        mask.data_mut()[0] = 128;
        let glyph = GlyphMask { mask, left: 0, top: 0 };
        let mut pixels = vec![0u8; (WIDTH * HEIGHT) as usize];
        blend(&mut pixels, &glyph, 10, 10, first);
        let once = pixels[(10 * WIDTH + 10) as usize] - first + 1;
        assert_eq!(once, 16, "half covered: half the shades");
        blend(&mut pixels, &glyph, 10, 10, first);
        let twice = pixels[(10 * WIDTH + 10) as usize] - first + 1;
        assert_eq!(twice, 24, "1 − (1 − ½)(1 − ½) = ¾");
        for _ in 0..20 {
            blend(&mut pixels, &glyph, 10, 10, first);
        }
        assert_eq!(pixels[(10 * WIDTH + 10) as usize], first + LEVELS - 1, "the ink at most");
    }

    #[test]
    fn a_frame_of_more_colours_than_the_palette_holds_keeps_the_commonest() {
        let mut pixmap = Pixmap::new(WIDTH, HEIGHT).unwrap();
        pixmap.fill(color(BACKGROUND));
        // 400 greys, grey `v` on 400 − v pixels: the darker, the commoner.
        let mut at = 0;
        for v in 0..400u32 {
            for _ in v..400 {
                let grey = (v * 255 / 400) as u8;
                pixmap.pixels_mut()[at] =
                    tiny_skia::ColorU8::from_rgba(grey, grey, (v % 7) as u8, 255).premultiply();
                at += 1;
            }
        }
        let (indexes, palette) = indexed(&pixmap);
        assert_eq!(palette.len(), 256 * 3);
        let kept: Vec<[u8; 3]> = palette[..FRAME_COLOURS * 3].chunks(3).map(|c| [c[0], c[1], c[2]]).collect();
        assert_eq!(kept[0], BACKGROUND, "the commonest colour first");
        let far = |a: [u8; 3], b: [u8; 3]| -> u32 {
            a.iter().zip(b).map(|(x, y)| u32::from(x.abs_diff(y)).pow(2)).sum()
        };
        for (i, pixel) in pixmap.pixels().iter().enumerate().take(at) {
            let want = [pixel.red(), pixel.green(), pixel.blue()];
            let got = kept[usize::from(indexes[i])];
            let nearest = kept.iter().map(|&k| far(k, want)).min().unwrap();
            assert_eq!(far(got, want), nearest, "pixel {i}: {want:?} drawn as {got:?}");
            if i < 10_000 {
                assert_eq!(got, want, "a common colour is kept as it is");
            }
        }
    }
}
