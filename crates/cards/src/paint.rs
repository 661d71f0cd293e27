//! Drawing: the frame every card of a site shares, drawn once, and each
//! card's text over a copy of it, encoded as PNG.

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
    /// The frame's pixels, RGB (the card is opaque: the PNG has no alpha).
    frame: Vec<u8>,
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
        let mut frame = rgb(&frame);
        write(&mut frame, &glyphs, &host, &host_line, host_x, middle + HOST_SIZE / 3.0, MUTED);
        write(&mut frame, &glyphs, &name, &name_line, name_x, middle + NAME_SIZE / 3.0, TEXT);
        Ok(Painter { fonts, frame, glyphs })
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
        encode(&pixels)
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

/// Writes `text` from (`x`, `baseline`) on into the card's RGB pixels, each
/// glyph's coverage taken from `glyphs` (drawn there once per face and size).
/// Glyphs stand on whole pixels: at these sizes a rounded position does not
/// show, and it lets every card reuse the same masks.
fn write(pixels: &mut [u8], glyphs: &Glyphs, font: &Sized, text: &str, x: f32, baseline: f32, rgb: [u8; 3]) {
    let mut pen = x;
    for c in text.chars() {
        let glyph = glyphs.get(font, font.glyph(c));
        if let Some(mask) = glyph.as_deref() {
            blend(pixels, mask, pen.round() as i32, baseline.round() as i32, rgb);
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

/// Blends `rgb` into the card's RGB `pixels` through `glyph`'s coverage, the
/// glyph's pen at (`x`, `baseline`); what falls outside the card is left out.
fn blend(pixels: &mut [u8], glyph: &GlyphMask, x: i32, baseline: i32, rgb: [u8; 3]) {
    let (width, height) = (WIDTH as i32, HEIGHT as i32);
    let (w, h) = (glyph.mask.width() as i32, glyph.mask.height() as i32);
    let coverage = glyph.mask.data();
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
            let at = ((y * width + px) * 3) as usize;
            for (channel, &to) in pixels[at..at + 3].iter_mut().zip(&rgb) {
                let from = u32::from(*channel);
                *channel = ((from * (255 - a) + u32::from(to) * a + 127) / 255) as u8;
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

/// The opaque `pixmap`'s pixels as RGB.
fn rgb(pixmap: &Pixmap) -> Vec<u8> {
    let mut rgb = Vec::with_capacity((WIDTH * HEIGHT * 3) as usize);
    for pixel in pixmap.data().chunks_exact(4) {
        rgb.extend_from_slice(&pixel[..3]);
    }
    rgb
}

/// The card's RGB pixels as a PNG, compressed for speed: a card is mostly
/// flat colour, which the fast setting packs nearly as small as the
/// thorough one.
fn encode(rgb: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 * 1024);
    let mut encoder = png::Encoder::new(&mut out, WIDTH, HEIGHT);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    encoder.set_filter(png::FilterType::Sub);
    encoder.set_adaptive_filter(png::AdaptiveFilterType::NonAdaptive);
    let mut writer = encoder.write_header().expect("writing to memory");
    writer.write_image_data(rgb).expect("the image is as large as its header says");
    writer.finish().expect("writing to memory");
    out
}
