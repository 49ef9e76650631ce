//! Line charts rendered to SVG, for the bandwidth plots shown in the README.
//!
//! Written against std alone so that the bench programs need no plotting crate; the output is a
//! static document (no scripts, no CSS, no external fonts) so that GitHub renders it in the README.

use std::collections::HashMap;

/// One line of the chart: (x, y) points, drawn in the order of increasing x.
///
/// Points whose x or y is NaN or infinite, and points with x <= 0 (which have no place on a
/// log2 axis), are skipped. A series with one drawable point gets only its marker.
pub struct Series {
    pub label: String,
    pub points: Vec<(f64, f64)>,
}

/// A horizontal dashed reference line at `value`, labelled (for example "copy 2990 GB/s").
///
/// A NaN or infinite `value` leaves the line out, legend entry included.
pub struct ReferenceLine {
    pub label: String,
    pub value: f64,
}

/// One chart panel.
pub struct Panel {
    pub title: String,
    pub series: Vec<Series>,
    pub reference: Option<ReferenceLine>,
}

/// Renders the panels side by side in one SVG document; x axis log2-scaled, y axis linear from 0.
///
/// Each panel has its own axes, fitted to its own data: x ticks at the powers of two that cover
/// its points, and a y axis from 0 to a round value at least 5% above its largest y or reference
/// value. A series label keeps one colour across all panels (colours are handed out in order of
/// first appearance and repeat after eight labels). Panels without drawable points get bare
/// axes; an empty `panels` gives an empty document of zero width. All text is XML-escaped.
pub fn render_svg(panels: &[Panel], x_label: &str, y_label: &str) -> String {
    let context = Context {
        colours: assign_colours(panels),
        x_label,
        y_label,
    };
    let mut body = String::new();
    let mut width = 0.0;
    for (index, panel) in panels.iter().enumerate() {
        width += render_panel(&mut body, panel, index, width, &context);
    }
    let height = MARGIN_TOP + PLOT_H + MARGIN_BOTTOM;
    let (w, h) = (num(width), num(height));
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
         viewBox=\"0 0 {w} {h}\" font-family=\"sans-serif\" font-size=\"{FONT}\">\n\
         <rect width=\"{w}\" height=\"{h}\" fill=\"white\"/>\n{body}</svg>\n"
    )
}

/// Size of the plotting area of one panel.
const PLOT_W: f64 = 520.0;
const PLOT_H: f64 = 360.0;
/// Room for the title above and for tick labels and the x label below the plotting area.
const MARGIN_TOP: f64 = 44.0;
const MARGIN_BOTTOM: f64 = 56.0;
const MARGIN_RIGHT: f64 = 24.0;
/// Keeps markers at the ends of the x range off the y axis and the panel edge.
const X_INSET: f64 = 14.0;
/// More x ticks than this would make their labels collide; wider ranges tick every few octaves.
const MAX_X_INTERVALS: i32 = 12;
const MAX_Y_INTERVALS: f64 = 8.0;
const FONT: f64 = 12.0;
const TITLE_FONT: f64 = 15.0;
const AXIS_LABEL_FONT: f64 = 13.0;
/// SVG cannot measure text before it is rendered, so the legend and the left margin are sized
/// with this average advance (in em) of sans-serif glyphs, rounded up for wide fonts.
const CHAR_EM: f64 = 0.62;
const MARKER_R: f64 = 3.0;
/// Matplotlib's "tab10" colours, familiar from countless plots, less its grey, which is kept for
/// the reference line so that no series can be mistaken for it.
const PALETTE: [&str; 8] = [
    "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#17becf",
];
const REFERENCE_COLOUR: &str = "#7f7f7f";
const GRID_COLOUR: &str = "#e6e6e6";
const AXIS_COLOUR: &str = "#333333";
const LEGEND_PAD: f64 = 7.0;
const LEGEND_ROW: f64 = 18.0;
const LEGEND_SWATCH: f64 = 22.0;
const LEGEND_GAP: f64 = 6.0;
/// Spacing of the points sampled along lines when looking for a free place for the legend.
const SAMPLE_STEP: f64 = 4.0;
/// Spacing of the legend positions tried.
const LEGEND_SEARCH_STEP: f64 = 8.0;

/// What every panel shares.
struct Context<'a> {
    colours: HashMap<&'a str, &'static str>,
    x_label: &'a str,
    y_label: &'a str,
}

/// Renders one panel translated right by `offset_x` and returns its width.
fn render_panel(
    out: &mut String,
    panel: &Panel,
    index: usize,
    offset_x: f64,
    context: &Context,
) -> f64 {
    let series: Vec<(&str, Vec<(f64, f64)>)> = panel
        .series
        .iter()
        .map(|s| (s.label.as_str(), drawable_points(&s.points)))
        .collect();
    let reference = panel.reference.as_ref().filter(|r| r.value.is_finite());

    let largest = series
        .iter()
        .flat_map(|(_, points)| points.iter().map(|&(_, y)| y))
        .chain(reference.map(|r| r.value))
        .fold(f64::NEG_INFINITY, f64::max);
    let y_axis = YAxis::covering(largest, MARGIN_TOP);
    let y_ticks = y_axis.ticks();
    let tick_width = y_ticks
        .iter()
        .map(|(_, label)| text_width(label, FONT))
        .fold(0.0, f64::max);
    // Tick labels end 8 px left of the axis; the rotated y label sits 10 px beyond the widest.
    let y_label_x = -(8.0 + tick_width + 10.0);
    let left = (-y_label_x + AXIS_LABEL_FONT + 8.0).ceil();
    let x_axis = XAxis::covering(
        series.iter().flat_map(|(_, p)| p.iter().map(|&(x, _)| x)),
        left,
    );
    let plot = Rect {
        x0: left,
        y0: MARGIN_TOP,
        x1: left + PLOT_W,
        y1: MARGIN_TOP + PLOT_H,
    };

    out.push_str(&format!(
        "<g class=\"panel\" transform=\"translate({},0)\">\n",
        num(offset_x)
    ));
    // Lets markers at y = 0 show whole while hiding anything below the axis (negative values).
    out.push_str(&format!(
        "<clipPath id=\"plot-area-{index}\"><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/></clipPath>\n",
        num(plot.x0),
        num(plot.y0 - MARKER_R - 1.0),
        num(PLOT_W),
        num(PLOT_H + 2.0 * (MARKER_R + 1.0)),
    ));

    for (value, label) in &y_ticks {
        let y = num(y_axis.py(*value));
        out.push_str(&format!(
            "<line x1=\"{}\" y1=\"{y}\" x2=\"{}\" y2=\"{y}\" stroke=\"{GRID_COLOUR}\"/>\n\
             <line x1=\"{}\" y1=\"{y}\" x2=\"{}\" y2=\"{y}\" stroke=\"{AXIS_COLOUR}\"/>\n\
             <text class=\"y-tick\" x=\"{}\" y=\"{y}\" dy=\"0.35em\" text-anchor=\"end\" fill=\"{AXIS_COLOUR}\">{}</text>\n",
            num(plot.x0),
            num(plot.x1),
            num(plot.x0 - 5.0),
            num(plot.x0),
            num(plot.x0 - 8.0),
            escape(label),
        ));
    }
    for exponent in x_axis.tick_exponents() {
        let x = num(x_axis.px_of_exponent(f64::from(exponent)));
        out.push_str(&format!(
            "<line x1=\"{x}\" y1=\"{}\" x2=\"{x}\" y2=\"{}\" stroke=\"{GRID_COLOUR}\"/>\n\
             <line x1=\"{x}\" y1=\"{}\" x2=\"{x}\" y2=\"{}\" stroke=\"{AXIS_COLOUR}\"/>\n\
             <text class=\"x-tick\" x=\"{x}\" y=\"{}\" text-anchor=\"middle\" fill=\"{AXIS_COLOUR}\">{}</text>\n",
            num(plot.y0),
            num(plot.y1),
            num(plot.y1),
            num(plot.y1 + 5.0),
            num(plot.y1 + 19.0),
            escape(&x_tick_label(exponent)),
        ));
    }
    out.push_str(&format!(
        "<line class=\"y-axis\" x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\" stroke=\"{AXIS_COLOUR}\"/>\n\
         <line class=\"x-axis\" x1=\"{0}\" y1=\"{2}\" x2=\"{3}\" y2=\"{2}\" stroke=\"{AXIS_COLOUR}\"/>\n",
        num(plot.x0),
        num(plot.y0),
        num(plot.y1),
        num(plot.x1),
    ));

    // Obstacles the legend should avoid: everything drawn inside the plotting area.
    let mut obstacles = Vec::new();
    out.push_str(&format!("<g clip-path=\"url(#plot-area-{index})\">\n"));
    let reference_y = reference.map(|r| y_axis.py(r.value));
    if let Some(y) = reference_y {
        let y_px = num(y);
        out.push_str(&format!(
            "<line class=\"reference\" x1=\"{}\" y1=\"{y_px}\" x2=\"{}\" y2=\"{y_px}\" stroke=\"{REFERENCE_COLOUR}\" \
             stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>\n",
            num(plot.x0),
            num(plot.x1),
        ));
        sample_polyline(&[(plot.x0, y), (plot.x1, y)], &plot, &mut obstacles);
    }
    for (label, points) in &series {
        let colour = context.colours[label];
        let pixels: Vec<(f64, f64)> = points
            .iter()
            .map(|&(x, y)| (x_axis.px(x), y_axis.py(y)))
            .collect();
        if pixels.len() > 1 {
            let coordinates: Vec<String> = pixels
                .iter()
                .map(|&(x, y)| format!("{},{}", num(x), num(y)))
                .collect();
            out.push_str(&format!(
                "<polyline points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\" \
                 stroke-linejoin=\"round\" stroke-linecap=\"round\"/>\n",
                coordinates.join(" "),
            ));
        }
        for &(x, y) in &pixels {
            out.push_str(&format!(
                "<circle cx=\"{}\" cy=\"{}\" r=\"{MARKER_R}\" fill=\"{colour}\"/>\n",
                num(x),
                num(y)
            ));
        }
        sample_polyline(&pixels, &plot, &mut obstacles);
    }
    out.push_str("</g>\n");

    if let (Some(reference), Some(y)) = (reference, reference_y) {
        let x = plot.x1 - 6.0;
        let baseline = y - 6.0;
        // The white outline keeps the label readable where a series passes behind it.
        out.push_str(&format!(
            "<text class=\"reference-label\" x=\"{}\" y=\"{}\" text-anchor=\"end\" fill=\"#555555\" \
             stroke=\"white\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\">{}</text>\n",
            num(x),
            num(baseline),
            escape(&reference.label),
        ));
        let label_box = Rect {
            x0: x - text_width(&reference.label, FONT),
            y0: baseline - FONT,
            x1: x,
            y1: baseline + 3.0,
        };
        sample_rect(&label_box, &mut obstacles);
    }

    let entries: Vec<(&str, Option<&str>)> = series
        .iter()
        .map(|&(label, _)| (label, Some(context.colours[label])))
        .chain(reference.map(|r| (r.label.as_str(), None)))
        .collect();
    render_legend(out, &entries, &plot, &obstacles);

    out.push_str(&format!(
        "<text class=\"title\" x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"{TITLE_FONT}\" \
         font-weight=\"bold\" fill=\"#222222\">{}</text>\n\
         <text class=\"x-label\" x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"{AXIS_LABEL_FONT}\" \
         fill=\"#222222\">{}</text>\n\
         <text class=\"y-label\" transform=\"translate({},{}) rotate(-90)\" text-anchor=\"middle\" \
         font-size=\"{AXIS_LABEL_FONT}\" fill=\"#222222\">{}</text>\n</g>\n",
        num(plot.x0 + PLOT_W / 2.0),
        num(MARGIN_TOP - 16.0),
        escape(&panel.title),
        num(plot.x0 + PLOT_W / 2.0),
        num(plot.y1 + 42.0),
        escape(context.x_label),
        num(plot.x0 + y_label_x),
        num(plot.y0 + PLOT_H / 2.0),
        escape(context.y_label),
    ));
    plot.x1 + MARGIN_RIGHT
}

/// Draws the legend box (series entries carry their colour, the reference entry `None`) in the
/// candidate spot of the plotting area that covers the fewest `obstacles`.
fn render_legend(
    out: &mut String,
    entries: &[(&str, Option<&str>)],
    plot: &Rect,
    obstacles: &[(f64, f64)],
) {
    if entries.is_empty() {
        return;
    }
    let text = entries
        .iter()
        .map(|(label, _)| text_width(label, FONT))
        .fold(0.0, f64::max);
    let width = 2.0 * LEGEND_PAD + LEGEND_SWATCH + LEGEND_GAP + text;
    let height = 2.0 * LEGEND_PAD + LEGEND_ROW * entries.len() as f64;
    let (x, y) = legend_origin(width, height, plot, obstacles);
    out.push_str(&format!(
        "<g class=\"legend\">\n<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"3\" fill=\"white\" \
         fill-opacity=\"0.9\" stroke=\"#cccccc\"/>\n",
        num(x),
        num(y),
        num(width),
        num(height),
    ));
    for (row, (label, colour)) in entries.iter().enumerate() {
        let cy = num(y + LEGEND_PAD + LEGEND_ROW * (row as f64 + 0.5));
        let (x0, x1) = (x + LEGEND_PAD, x + LEGEND_PAD + LEGEND_SWATCH);
        match colour {
            Some(colour) => out.push_str(&format!(
                "<line x1=\"{}\" y1=\"{cy}\" x2=\"{}\" y2=\"{cy}\" stroke=\"{colour}\" stroke-width=\"2\"/>\n\
                 <circle cx=\"{}\" cy=\"{cy}\" r=\"{MARKER_R}\" fill=\"{colour}\"/>\n",
                num(x0),
                num(x1),
                num((x0 + x1) / 2.0),
            )),
            None => out.push_str(&format!(
                "<line x1=\"{}\" y1=\"{cy}\" x2=\"{}\" y2=\"{cy}\" stroke=\"{REFERENCE_COLOUR}\" \
                 stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>\n",
                num(x0),
                num(x1),
            )),
        }
        out.push_str(&format!(
            "<text x=\"{}\" y=\"{cy}\" dy=\"0.35em\" fill=\"#222222\">{}</text>\n",
            num(x1 + LEGEND_GAP),
            escape(label),
        ));
    }
    out.push_str("</g>\n");
}

/// Top-left corner for a `width` x `height` legend inside `plot`: the spot whose box holds the
/// fewest `obstacles`, and of those the one nearest a corner, so that the legend hugs a corner or
/// an edge unless only the interior is free (top-left wins exact ties).
fn legend_origin(width: f64, height: f64, plot: &Rect, obstacles: &[(f64, f64)]) -> (f64, f64) {
    let inset = 8.0;
    let (x_min, y_min) = (plot.x0 + inset, plot.y0 + inset);
    // A legend larger than the plotting area stays at its top-left rather than leave it.
    let x_max = (plot.x1 - inset - width).max(x_min);
    let y_max = (plot.y1 - inset - height).max(y_min);
    let positions = |lo: f64, hi: f64| {
        let steps = ((hi - lo) / LEGEND_SEARCH_STEP).ceil().max(1.0) as usize;
        (0..=steps).map(move |k| lo + (hi - lo) * k as f64 / steps as f64)
    };
    let cost = |&(x, y): &(f64, f64)| {
        // A little slack so lines do not graze the border.
        let area = Rect {
            x0: x - 3.0,
            y0: y - 3.0,
            x1: x + width + 3.0,
            y1: y + height + 3.0,
        };
        let covered = obstacles
            .iter()
            .filter(|&&point| area.contains(point))
            .count();
        let from_corner = (x - x_min).min(x_max - x) + (y - y_min).min(y_max - y);
        (covered, from_corner.round() as u64)
    };
    // min_by_key keeps the first of equal minima, and the scan starts at the top-left.
    positions(x_min, x_max)
        .flat_map(|x| positions(y_min, y_max).map(move |y| (x, y)))
        .min_by_key(cost)
        .expect("every axis has at least one position")
}

struct Rect {
    x0: f64,
    y0: f64,
    x1: f64,
    y1: f64,
}

impl Rect {
    fn contains(&self, (x, y): (f64, f64)) -> bool {
        (self.x0..=self.x1).contains(&x) && (self.y0..=self.y1).contains(&y)
    }
}

/// Appends points every `SAMPLE_STEP` px along the polyline through `pixels`, clamped to
/// `plot` so that far-off values (negative y) cannot make the sampling unbounded.
fn sample_polyline(pixels: &[(f64, f64)], plot: &Rect, out: &mut Vec<(f64, f64)>) {
    let clamp = |(x, y): (f64, f64)| (x.clamp(plot.x0, plot.x1), y.clamp(plot.y0, plot.y1));
    out.extend(pixels.first().map(|&p| clamp(p)));
    for pair in pixels.windows(2) {
        let (a, b) = (clamp(pair[0]), clamp(pair[1]));
        let steps = ((b.0 - a.0).hypot(b.1 - a.1) / SAMPLE_STEP).ceil().max(1.0) as usize;
        out.extend((1..=steps).map(|k| {
            let t = k as f64 / steps as f64;
            (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
        }));
    }
}

/// Appends a grid of points every `SAMPLE_STEP` px covering `rect`.
fn sample_rect(rect: &Rect, out: &mut Vec<(f64, f64)>) {
    let columns = ((rect.x1 - rect.x0) / SAMPLE_STEP).ceil() as usize;
    let rows = ((rect.y1 - rect.y0) / SAMPLE_STEP).ceil() as usize;
    for i in 0..=columns {
        for j in 0..=rows {
            let x = (rect.x0 + i as f64 * SAMPLE_STEP).min(rect.x1);
            let y = (rect.y0 + j as f64 * SAMPLE_STEP).min(rect.y1);
            out.push((x, y));
        }
    }
}

/// The log2 x axis of one panel: ticks at 2^lo, 2^(lo+step), ..., 2^hi.
struct XAxis {
    lo: i32,
    hi: i32,
    step: i32,
    /// Pixel x of the left edge of the plotting area.
    left: f64,
}

impl XAxis {
    /// The axis whose ticks cover every value of `xs` (all finite and positive).
    fn covering(xs: impl Iterator<Item = f64>, left: f64) -> Self {
        let (min, max) = xs
            .map(f64::log2)
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), e| {
                (lo.min(e), hi.max(e))
            });
        // A lone x value (or several equal ones) gets an octave of room on either side, so that
        // it has ticks around it instead of sitting at the end of a one-octave axis.
        let (min, max) = if min == max {
            (min - 1.0, max + 1.0)
        } else {
            (min, max)
        };
        // Without data any range will do; 1 to 1K reads as an ordinary empty chart.
        let (mut lo, mut hi) = if min.is_finite() {
            (min.floor() as i32, max.ceil() as i32)
        } else {
            (0, 10)
        };
        let step = (hi - lo + MAX_X_INTERVALS - 1) / MAX_X_INTERVALS;
        lo = lo.div_euclid(step) * step;
        hi = lo + (hi - lo + step - 1) / step * step;
        XAxis { lo, hi, step, left }
    }

    fn tick_exponents(&self) -> impl Iterator<Item = i32> {
        (self.lo..=self.hi).step_by(self.step as usize)
    }

    fn px(&self, x: f64) -> f64 {
        self.px_of_exponent(x.log2())
    }

    fn px_of_exponent(&self, exponent: f64) -> f64 {
        let fraction = (exponent - f64::from(self.lo)) / f64::from(self.hi - self.lo);
        self.left + X_INSET + fraction * (PLOT_W - 2.0 * X_INSET)
    }
}

/// 2^exponent in few characters: 512, 1K, 256K, 1M, 4G.
fn x_tick_label(exponent: i32) -> String {
    match exponent {
        0..=9 => (1u64 << exponent).to_string(),
        10..=19 => format!("{}K", 1u64 << (exponent - 10)),
        20..=29 => format!("{}M", 1u64 << (exponent - 20)),
        30..=62 => format!("{}G", 1u64 << (exponent - 30)),
        _ => format!("2^{exponent}"),
    }
}

/// The linear y axis of one panel: 0 to `intervals * step`.
struct YAxis {
    step: f64,
    intervals: u32,
    /// Pixel y of the top edge of the plotting area.
    top: f64,
}

impl YAxis {
    /// The axis with a round step whose top lies at least 5% above `largest` (a value of 0 or
    /// below, or none at all, gets the axis 0..1 so that empty panels still draw).
    fn covering(largest: f64, top: f64) -> Self {
        let target = largest * 1.05;
        let target = if target.is_nan() || target < f64::MIN_POSITIVE {
            1.0
        } else {
            target.min(f64::MAX)
        };
        // With steps of 1, 2, 2.5, 5 and 10 times a power of ten, the smallest step that needs at
        // most 8 intervals needs at least 5.
        let magnitude = 10f64.powf((target / MAX_Y_INTERVALS).log10().floor());
        let step = [1.0, 2.0, 2.5, 5.0]
            .into_iter()
            .map(|mantissa| mantissa * magnitude)
            .find(|&step| target / step <= MAX_Y_INTERVALS)
            .unwrap_or(10.0 * magnitude);
        YAxis {
            step,
            intervals: (target / step).ceil() as u32,
            top,
        }
    }

    fn max(&self) -> f64 {
        f64::from(self.intervals) * self.step
    }

    /// Ticks from 0 up to the maximum, each with its label printed to as many decimals as the
    /// step needs (2.5 × 10^k steps need one more than the others).
    fn ticks(&self) -> Vec<(f64, String)> {
        let decimals = (0..=15)
            .find(|&d| {
                let scaled = self.step * 10f64.powi(d);
                (scaled - scaled.round()).abs() <= 1e-6 * scaled
            })
            .unwrap_or(15) as usize;
        (0..=self.intervals)
            .map(|i| {
                let value = f64::from(i) * self.step;
                (value, format!("{value:.decimals$}"))
            })
            .collect()
    }

    fn py(&self, y: f64) -> f64 {
        self.top + PLOT_H * (1.0 - y / self.max())
    }
}

/// The points of a series that can be drawn, by increasing x.
fn drawable_points(points: &[(f64, f64)]) -> Vec<(f64, f64)> {
    let mut kept: Vec<(f64, f64)> = points
        .iter()
        .copied()
        .filter(|&(x, y)| x.is_finite() && y.is_finite() && x > 0.0)
        .collect();
    kept.sort_by(|a, b| a.0.total_cmp(&b.0));
    kept
}

/// Palette colour of every series label, in order of first appearance over all panels.
fn assign_colours(panels: &[Panel]) -> HashMap<&str, &'static str> {
    let mut colours = HashMap::new();
    for series in panels.iter().flat_map(|panel| &panel.series) {
        let next = PALETTE[colours.len() % PALETTE.len()];
        colours.entry(series.label.as_str()).or_insert(next);
    }
    colours
}

fn text_width(text: &str, font_size: f64) -> f64 {
    text.chars().count() as f64 * CHAR_EM * font_size
}

/// Pixel values with at most two decimals and no trailing zeros, to keep documents small.
fn num(value: f64) -> String {
    let fixed = format!("{value:.2}");
    let trimmed = fixed.trim_end_matches('0').trim_end_matches('.');
    if trimmed == "-0" {
        "0".to_string()
    } else {
        trimmed.to_string()
    }
}

fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            _ => escaped.push(c),
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;

    fn series(label: &str, points: &[(f64, f64)]) -> Series {
        Series {
            label: label.to_string(),
            points: points.to_vec(),
        }
    }

    fn panel(title: &str, series: Vec<Series>, reference: Option<(&str, f64)>) -> Panel {
        Panel {
            title: title.to_string(),
            series,
            reference: reference.map(|(label, value)| ReferenceLine {
                label: label.to_string(),
                value,
            }),
        }
    }

    /// The opening tags `<name ...>` in `svg`, attributes included.
    fn tags<'a>(svg: &'a str, name: &str) -> Vec<&'a str> {
        let open = format!("<{name} ");
        svg.match_indices(&open)
            .map(|(start, _)| {
                let end = start + svg[start..].find('>').expect("unterminated tag");
                &svg[start..=end]
            })
            .collect()
    }

    fn attribute<'a>(tag: &'a str, name: &str) -> &'a str {
        let key = format!(" {name}=\"");
        let start = tag
            .find(&key)
            .unwrap_or_else(|| panic!("no {name} in {tag}"))
            + key.len();
        let end = start + tag[start..].find('"').expect("unterminated attribute");
        &tag[start..end]
    }

    fn number(tag: &str, name: &str) -> f64 {
        attribute(tag, name).parse().expect("numeric attribute")
    }

    fn polyline_points(tag: &str) -> Vec<(f64, f64)> {
        attribute(tag, "points")
            .split(' ')
            .map(|pair| {
                let (x, y) = pair.split_once(',').expect("x,y pair");
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect()
    }

    /// The panel groups of the document, each up to the start of the next.
    fn panels(svg: &str) -> Vec<&str> {
        let starts: Vec<usize> = svg
            .match_indices("<g class=\"panel\"")
            .map(|(i, _)| i)
            .collect();
        starts
            .iter()
            .enumerate()
            .map(|(k, &start)| &svg[start..starts.get(k + 1).copied().unwrap_or(svg.len())])
            .collect()
    }

    /// Every `<text ...>content</text>` element of `svg` as (opening tag, content).
    fn texts(svg: &str) -> Vec<(&str, &str)> {
        svg.split("<text ")
            .skip(1)
            .map(|rest| {
                let (attributes, after) = rest.split_once('>').expect("unterminated text tag");
                let (content, _) = after.split_once("</text>").expect("unclosed text");
                (attributes, content)
            })
            .collect()
    }

    /// Pixel x of the x tick labelled `label`.
    fn x_tick(svg: &str, label: &str) -> f64 {
        let (tag, _) = texts(svg)
            .into_iter()
            .find(|&(tag, content)| tag.contains("class=\"x-tick\"") && content == label)
            .unwrap_or_else(|| panic!("no x tick {label}"));
        number(tag, "x")
    }

    fn bandwidth_chart() -> String {
        render_svg(
            &[
                panel(
                    "f32",
                    vec![
                        series(
                            "cubemax",
                            &[
                                (256.0, 300.0),
                                (1024.0, 1200.0),
                                (50257.0, 2700.0),
                                (262144.0, 2900.0),
                            ],
                        ),
                        series("burn", &[(256.0, 150.0), (262144.0, 1900.0)]),
                    ],
                    Some(("copy 2990 GB/s", 2990.0)),
                ),
                panel(
                    "f16",
                    vec![series("cubemax", &[(512.0, 500.0), (2048.0, 1500.0)])],
                    None,
                ),
            ],
            "N",
            "GB/s",
        )
    }

    #[test]
    fn document_is_one_svg_element_with_size_and_view_box() {
        let svg = bandwidth_chart();
        let trimmed = svg.trim();
        assert!(trimmed.starts_with("<svg "), "{trimmed:.40}");
        assert!(trimmed.ends_with("</svg>"));
        assert_eq!(svg.matches("<svg").count(), 1);
        assert_eq!(svg.matches("</svg>").count(), 1);
        let root = tags(&svg, "svg")[0];
        let (width, height) = (number(root, "width"), number(root, "height"));
        assert_eq!(
            attribute(root, "viewBox"),
            format!("0 0 {} {}", num(width), num(height))
        );
        // Two panels of a 520 px plotting area each, plus margins.
        assert!(
            width > 2.0 * PLOT_W && height > PLOT_H,
            "{width} x {height}"
        );
        assert_eq!(attribute(root, "font-family"), "sans-serif");
        // Every opened group is closed.
        assert_eq!(svg.matches("<g ").count(), svg.matches("</g>").count());
    }

    #[test]
    fn one_polyline_per_multi_point_series_and_one_marker_per_point() {
        let svg = render_svg(
            &[panel(
                "p",
                vec![
                    series("a", &[(256.0, 1.0), (512.0, 2.0), (1024.0, 3.0)]),
                    series("b", &[(256.0, 2.0), (512.0, 1.0)]),
                    series("single", &[(300.0, 1.5)]),
                ],
                None,
            )],
            "N",
            "GB/s",
        );
        assert_eq!(tags(&svg, "polyline").len(), 2);
        let plot_markers = tags(&svg, "circle").len() - 3; // one marker per legend entry
        assert_eq!(plot_markers, 6);
        assert!(
            svg.contains(">single</text>"),
            "single-point series must still be in the legend"
        );
    }

    #[test]
    fn x_is_log2_and_1024_lies_halfway_between_the_512_and_2k_ticks() {
        let svg = render_svg(
            &[panel(
                "p",
                // Out of order on purpose: the line must still run left to right.
                vec![series(
                    "a",
                    &[
                        (2048.0, 1.0),
                        (512.0, 1.0),
                        (50257.0, 1.0),
                        (1024.0, 1.0),
                        (256.0, 1.0),
                    ],
                )],
                None,
            )],
            "N",
            "GB/s",
        );
        let points = polyline_points(tags(&svg, "polyline")[0]);
        let xs: Vec<f64> = points.iter().map(|p| p.0).collect();
        assert!(xs.windows(2).all(|w| w[0] < w[1]), "{xs:?}");
        let (t512, t2k) = (x_tick(&svg, "512"), x_tick(&svg, "2K"));
        assert_eq!(xs[1], t512);
        assert_eq!(xs[3], t2k);
        assert!(
            (xs[2] - (t512 + t2k) / 2.0).abs() <= 0.01,
            "{} vs {t512} .. {t2k}",
            xs[2]
        );
        // 50257 lies between 32K and 64K, at its log2 position.
        let (t32k, t64k) = (x_tick(&svg, "32K"), x_tick(&svg, "64K"));
        let expected = t32k + (t64k - t32k) * (50257f64.log2() - 15.0);
        assert!((xs[4] - expected).abs() <= 0.01, "{} vs {expected}", xs[4]);

        let axis = XAxis::covering([512.0, 2048.0].into_iter(), 0.0);
        assert_eq!(axis.px(1024.0), (axis.px(512.0) + axis.px(2048.0)) / 2.0);
    }

    #[test]
    fn x_ticks_cover_the_data_with_compact_labels() {
        let axis = XAxis::covering([256.0, 50257.0, 262144.0].into_iter(), 0.0);
        let labels: Vec<String> = axis.tick_exponents().map(x_tick_label).collect();
        assert_eq!(
            labels,
            [
                "256", "512", "1K", "2K", "4K", "8K", "16K", "32K", "64K", "128K", "256K"
            ]
        );
        let axis = XAxis::covering([300.0, 1_000_000.0].into_iter(), 0.0);
        let labels: Vec<String> = axis.tick_exponents().map(x_tick_label).collect();
        assert_eq!(labels.first().map(String::as_str), Some("256"));
        assert_eq!(labels.last().map(String::as_str), Some("1M"));
        let axis = XAxis::covering([1024.0].into_iter(), 0.0);
        assert_eq!((axis.lo, axis.hi), (9, 11));
        assert_eq!(axis.px(1024.0), (axis.px(512.0) + axis.px(2048.0)) / 2.0);
        let axis = XAxis::covering([1000.0, 1000.0].into_iter(), 0.0);
        assert!(axis.lo <= 8 && axis.hi >= 11, "{}..{}", axis.lo, axis.hi);
        // Very wide ranges thin out their ticks rather than crowd them.
        let axis = XAxis::covering([1.0, 2f64.powi(40)].into_iter(), 0.0);
        assert!(axis.tick_exponents().count() <= MAX_X_INTERVALS as usize + 1);
        assert!(axis.lo <= 0 && axis.hi >= 40);
    }

    #[test]
    fn y_zero_maps_to_the_baseline_and_the_maximum_to_the_top() {
        let axis = YAxis::covering(2990.0, MARGIN_TOP);
        assert_eq!(axis.py(0.0), MARGIN_TOP + PLOT_H);
        assert_eq!(axis.py(axis.max()), MARGIN_TOP);

        let svg = render_svg(
            &[panel(
                "p",
                vec![series("a", &[(256.0, 0.0), (512.0, 10.0)])],
                None,
            )],
            "N",
            "GB/s",
        );
        let baseline = number(
            tags(&svg, "line")
                .into_iter()
                .find(|t| t.contains("x-axis"))
                .unwrap(),
            "y1",
        );
        let first = polyline_points(tags(&svg, "polyline")[0])[0];
        assert_eq!(first.1, baseline);
    }

    #[test]
    fn y_maximum_is_round_and_leaves_headroom() {
        let axis = YAxis::covering(2990.0, 0.0);
        assert_eq!((axis.step, axis.max()), (500.0, 3500.0));
        for largest in [
            0.7, 1.0, 7.9, 100.0, 123.4, 950.0, 1904.0, 2990.0, 40_000.0, 3.3e9,
        ] {
            let axis = YAxis::covering(largest, 0.0);
            assert!(axis.max() >= largest * 1.05, "{largest}: {}", axis.max());
            assert!(
                (5..=8).contains(&axis.intervals),
                "{largest}: {} intervals",
                axis.intervals
            );
            let mantissa = axis.step / 10f64.powf(axis.step.log10().floor());
            assert!(
                [1.0, 2.0, 2.5, 5.0]
                    .iter()
                    .any(|m| (m - mantissa).abs() < 1e-9),
                "{largest}: step {}",
                axis.step
            );
        }
        let labels: Vec<String> = YAxis::covering(1.0, 0.0)
            .ticks()
            .into_iter()
            .map(|t| t.1)
            .collect();
        assert_eq!(labels, ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0", "1.2"]);
        let labels: Vec<String> = YAxis::covering(19.0, 0.0)
            .ticks()
            .into_iter()
            .map(|t| t.1)
            .collect();
        assert_eq!(
            labels,
            [
                "0.0", "2.5", "5.0", "7.5", "10.0", "12.5", "15.0", "17.5", "20.0"
            ]
        );
    }

    #[test]
    fn reference_value_counts_towards_the_y_maximum() {
        let svg = render_svg(
            &[panel(
                "p",
                vec![series("a", &[(256.0, 10.0), (512.0, 20.0)])],
                Some(("copy", 2990.0)),
            )],
            "N",
            "GB/s",
        );
        let top_tick = tags(&svg, "text")
            .into_iter()
            .filter(|t| t.contains("y-tick"))
            .count();
        assert_eq!(top_tick, 8); // 0, 500, ..., 3500
        assert!(svg.contains(">3500</text>"));
        let reference = tags(&svg, "line")
            .into_iter()
            .find(|t| t.contains("class=\"reference\""))
            .unwrap();
        let expected = YAxis::covering(2990.0, MARGIN_TOP).py(2990.0);
        assert!((number(reference, "y1") - expected).abs() <= 0.005);
        assert!(attribute(reference, "stroke-dasharray").contains(' '));
        assert!(svg.contains(">copy</text>"));
    }

    #[test]
    fn text_is_escaped() {
        let svg = render_svg(
            &[panel(
                "a<b & c>d",
                vec![series("x&y<z>", &[(256.0, 1.0), (512.0, 2.0)])],
                Some(("<copy>", 3.0)),
            )],
            "N <&>",
            "y & <GB/s>",
        );
        for escaped in [
            "a&lt;b &amp; c&gt;d",
            "x&amp;y&lt;z&gt;",
            "&lt;copy&gt;",
            "N &lt;&amp;&gt;",
            "y &amp; &lt;GB/s&gt;",
        ] {
            assert!(svg.contains(escaped), "missing {escaped}");
        }
        for raw in ["a<b", "x&y", "<copy>", "<GB/s>", "<&>"] {
            assert!(!svg.contains(raw), "unescaped {raw}");
        }
    }

    #[test]
    fn a_label_keeps_its_colour_across_panels() {
        let svg = render_svg(
            &[
                panel(
                    "one",
                    vec![
                        series("burn", &[(256.0, 1.0), (512.0, 2.0)]),
                        series("cubemax", &[(256.0, 2.0), (512.0, 3.0)]),
                    ],
                    None,
                ),
                panel(
                    "two",
                    vec![
                        series("cubemax", &[(256.0, 2.0), (512.0, 3.0)]),
                        series("naive", &[(256.0, 1.0), (512.0, 1.0)]),
                    ],
                    None,
                ),
            ],
            "N",
            "GB/s",
        );
        let strokes: Vec<Vec<&str>> = panels(&svg)
            .into_iter()
            .map(|p| {
                tags(p, "polyline")
                    .into_iter()
                    .map(|t| attribute(t, "stroke"))
                    .collect()
            })
            .collect();
        let (burn, cubemax_one) = (strokes[0][0], strokes[0][1]);
        let (cubemax_two, naive) = (strokes[1][0], strokes[1][1]);
        assert_eq!(cubemax_one, cubemax_two);
        assert_ne!(burn, cubemax_one);
        assert_ne!(naive, cubemax_one);
        assert_ne!(naive, burn);
        assert_eq!(
            [burn, cubemax_one, naive],
            [PALETTE[0], PALETTE[1], PALETTE[2]]
        );
    }

    #[test]
    fn non_finite_and_non_positive_x_points_are_skipped() {
        let svg = render_svg(
            &[panel(
                "p",
                vec![series(
                    "a",
                    &[
                        (256.0, 1.0),
                        (512.0, f64::NAN),
                        (f64::INFINITY, 3.0),
                        (0.0, 1.0),
                        (f64::NAN, 1.0),
                        (1024.0, f64::NEG_INFINITY),
                        (2048.0, 2.0),
                    ],
                )],
                Some(("copy", f64::NAN)),
            )],
            "N",
            "GB/s",
        );
        assert_eq!(polyline_points(tags(&svg, "polyline")[0]).len(), 2);
        assert_eq!(tags(&svg, "circle").len(), 2 + 1); // two points plus the legend swatch
        assert!(!svg.contains("NaN") && !svg.contains("inf"));
        assert!(!svg.contains(">copy</text>") && !svg.contains("class=\"reference\""));
    }

    #[test]
    fn panels_without_points_render_bare_axes() {
        for panels in [
            vec![],
            vec![panel("empty", vec![], None)],
            vec![panel(
                "no points",
                vec![series("a", &[]), series("b", &[(f64::NAN, 1.0)])],
                None,
            )],
            vec![panel("reference only", vec![], Some(("copy", 100.0)))],
        ] {
            let svg = render_svg(&panels, "N", "GB/s");
            assert!(svg.trim_end().ends_with("</svg>"));
            assert!(tags(&svg, "polyline").is_empty());
            assert!(!svg.contains("NaN") && !svg.contains("inf"));
            assert_eq!(panels.len(), self::panels(&svg).len());
            for group in self::panels(&svg) {
                assert!(group.contains("class=\"x-axis\"") && group.contains("class=\"y-axis\""));
                assert!(group.contains("class=\"x-tick\"") && group.contains("class=\"y-tick\""));
            }
        }
    }

    #[test]
    fn legend_avoids_lines_when_a_corner_is_free() {
        let plot = Rect {
            x0: 0.0,
            y0: 0.0,
            x1: PLOT_W,
            y1: PLOT_H,
        };
        let mut obstacles = Vec::new();
        // A line across the top left, as a reference line near the top would be.
        sample_polyline(
            &[(0.0, 20.0), (PLOT_W / 2.0 + 40.0, 20.0)],
            &plot,
            &mut obstacles,
        );
        let (x, y) = legend_origin(120.0, 60.0, &plot, &obstacles);
        assert!(
            x > PLOT_W / 2.0 + 40.0 || y > 23.0,
            "legend at ({x}, {y}) covers the line"
        );
        // Nothing in the way: the top-left corner.
        assert_eq!(legend_origin(120.0, 60.0, &plot, &[]), (8.0, 8.0));
    }

    #[test]
    fn numbers_are_compact() {
        assert_eq!(num(104.0), "104");
        assert_eq!(num(52.5), "52.5");
        assert_eq!(num(1.0 / 3.0), "0.33");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(100.0), "100");
    }
}
