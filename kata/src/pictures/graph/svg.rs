//! A [`Picture`] as a hand-laid-out SVG document: a legend, the moves (winning ones bold and
//! red), and the positions coloured by class (`<g class="position P">`, `N`, `D`).
//!
//! Line layout: heaps left to right, moves as arcs (winning moves below the line, the others
//! above). Layers layout: one column per remoteness, then a column of draws; moves as curves
//! bent to one side, so a move and its reverse do not overlap; a loop is a small circle.

use std::fmt::Write as _;

use cgt::Label;

use super::{Layout, OTHER_MOVE, Picture, WINNING_MOVE, class, fill, meaning, xml_escape};

/// Height of a position's box.
const BOX_HEIGHT: f64 = 24.0;
/// Width of one character of a position's name.
const CHAR_WIDTH: f64 = 7.5;
/// Space around the drawing.
const MARGIN: f64 = 20.0;
/// Height of the title and legend above the drawing.
const LEGEND_HEIGHT: f64 = 96.0;
/// Distance between heaps on a line.
const LINE_STEP: f64 = 44.0;
/// Width of a column's header (`remoteness 12`).
const HEADER_WIDTH: f64 = 90.0;
/// Distance between rows of a column.
const ROW_STEP: f64 = 40.0;

/// A position's box: centre and half sizes.
#[derive(Debug, Clone, Copy)]
struct Place {
    x: f64,
    y: f64,
    half_width: f64,
}

/// The SVG document of `picture`.
///
/// # Example
/// ```
/// let picture = kata::pictures::graph::subtraction("1,2", 6).unwrap();
/// let svg = kata::pictures::graph::svg::render(&picture);
/// assert!(svg.starts_with("<svg "));
/// assert_eq!(svg.matches("<g class=\"position ").count(), 7);
/// ```
pub fn render(picture: &Picture) -> String {
    let half_width = box_half_width(picture);
    let (places, width, height, headers) = match picture.layout {
        Layout::Line => line_places(picture, half_width),
        Layout::Layers => layer_places(picture, half_width),
    };
    let title_width = 2.0 * MARGIN + 10.0 * picture.title.chars().count() as f64;
    let width = width.max(title_width).max(460.0);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" \
         viewBox=\"0 0 {width:.0} {height:.0}\" font-family=\"sans-serif\" font-size=\"12\">"
    );
    let _ = writeln!(out, "<title>{}</title>", xml_escape(&picture.title));
    out.push_str(&defs());
    let _ =
        writeln!(out, "<rect class=\"background\" width=\"100%\" height=\"100%\" fill=\"white\"/>");
    out.push_str(&legend(picture));
    out.push_str("<g class=\"headers\" fill=\"#555555\">\n");
    for (x, text) in headers {
        let _ = writeln!(
            out,
            "<text x=\"{x:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{text}</text>",
            LEGEND_HEIGHT + 10.0
        );
    }
    out.push_str("</g>\n<g class=\"moves\" fill=\"none\">\n");
    for &(from, to) in &picture.moves {
        let winning = picture.is_winning_move((from, to));
        let path = match picture.layout {
            Layout::Line => arc(places[from], places[to], winning),
            Layout::Layers => curve(places[from], places[to]),
        };
        let (class, colour, stroke, marker) = if winning {
            ("move winning", WINNING_MOVE, 2.5, "arrow-winning")
        } else {
            ("move", OTHER_MOVE, 1.0, "arrow")
        };
        let _ = writeln!(
            out,
            "<path class=\"{class}\" d=\"{path}\" stroke=\"{colour}\" stroke-width=\"{stroke}\" \
             marker-end=\"url(#{marker})\"><title>{} → {}</title></path>",
            xml_escape(&picture.names[from]),
            xml_escape(&picture.names[to])
        );
    }
    out.push_str("</g>\n<g class=\"positions\">\n");
    for (index, place) in places.iter().enumerate() {
        out.push_str(&position(picture, index, *place));
    }
    out.push_str("</g>\n</svg>\n");
    out
}

/// Half the width of the widest position's box.
fn box_half_width(picture: &Picture) -> f64 {
    let longest = picture.names.iter().map(|n| n.chars().count()).max().unwrap_or(1);
    (longest as f64 * CHAR_WIDTH + 12.0).max(BOX_HEIGHT) / 2.0
}

type Placed = (Vec<Place>, f64, f64, Vec<(f64, String)>);

/// Heaps left to right; arcs need room above and below in proportion to the longest move.
fn line_places(picture: &Picture, half_width: f64) -> Placed {
    let longest = picture.moves.iter().map(|&(a, b)| a.abs_diff(b)).max().unwrap_or(0) as f64;
    let bulge = arc_height(longest * LINE_STEP);
    let y = LEGEND_HEIGHT + 24.0 + bulge;
    let step = LINE_STEP.max(2.0 * half_width + 8.0);
    let places: Vec<Place> = (0..picture.names.len())
        .map(|i| Place { x: MARGIN + half_width + i as f64 * step, y, half_width })
        .collect();
    let width = places.last().map_or(0.0, |p| p.x + half_width) + MARGIN;
    (places, width, y + bulge + BOX_HEIGHT + MARGIN, Vec::new())
}

/// How far an arc between boxes `distance` apart bulges from the line.
fn arc_height(distance: f64) -> f64 {
    (distance * 0.25).clamp(14.0, 220.0)
}

/// Columns by remoteness 0, 1, …, then a column of draws, positions in index order.
fn layer_places(picture: &Picture, half_width: f64) -> Placed {
    let most = picture.remoteness.iter().flatten().max().map_or(0, |&r| r as usize + 1);
    let column = |index: usize| picture.remoteness[index].map_or(most, |r| r as usize);
    let columns = most + usize::from(picture.labels.contains(&Label::Draw));
    let step = (2.0 * half_width + 70.0).max(HEADER_WIDTH + 10.0);
    let left = MARGIN + half_width.max(HEADER_WIDTH / 2.0);
    let top = LEGEND_HEIGHT + 24.0 + BOX_HEIGHT / 2.0;
    let mut filled = vec![0usize; columns];
    let places = (0..picture.names.len())
        .map(|index| {
            let c = column(index);
            filled[c] += 1;
            let x = left + c as f64 * step;
            Place { x, y: top + (filled[c] - 1) as f64 * ROW_STEP, half_width }
        })
        .collect();
    let headers = (0..columns)
        .map(|c| {
            let text = if c == most { "draws".to_string() } else { format!("remoteness {c}") };
            (left + c as f64 * step, text)
        })
        .collect();
    let rows = filled.iter().copied().max().unwrap_or(0);
    let width =
        left + (columns.max(1) - 1) as f64 * step + half_width.max(HEADER_WIDTH / 2.0) + MARGIN;
    let height = top + rows as f64 * ROW_STEP + MARGIN;
    (places, width, height, headers)
}

/// An arc on the line layout: above the line for ordinary moves, below for winning ones.
fn arc(from: Place, to: Place, winning: bool) -> String {
    let side = if winning { 1.0 } else { -1.0 };
    let y = from.y + side * BOX_HEIGHT / 2.0;
    let control = 2.0 * arc_height((from.x - to.x).abs()) * side;
    let (x1, x2) = (from.x - 4.0, to.x + 4.0);
    format!("M {x1:.1} {y:.1} Q {:.1} {:.1} {x2:.1} {y:.1}", (x1 + x2) / 2.0, y + control)
}

/// A curve between boxes, bent to the right of its direction; a loop for a move to itself.
fn curve(from: Place, to: Place) -> String {
    if (from.x, from.y) == (to.x, to.y) {
        let (sx, sy) = (from.x + from.half_width - 8.0, from.y - BOX_HEIGHT / 2.0);
        let (ex, ey) = (from.x + from.half_width, from.y - 3.0);
        return format!(
            "M {sx:.1} {sy:.1} C {:.1} {:.1} {:.1} {:.1} {ex:.1} {ey:.1}",
            sx + 4.0,
            sy - 26.0,
            ex + 26.0,
            ey - 4.0
        );
    }
    let (dx, dy) = (to.x - from.x, to.y - from.y);
    let length = dx.hypot(dy);
    let (mx, my) = ((from.x + to.x) / 2.0, (from.y + to.y) / 2.0);
    let bend = 0.15 * length;
    let (cx, cy) = (mx - dy / length * bend, my + dx / length * bend);
    let (x1, y1) = border(from, cx, cy);
    let (x2, y2) = border(to, cx, cy);
    format!("M {x1:.1} {y1:.1} Q {cx:.1} {cy:.1} {x2:.1} {y2:.1}")
}

/// Where the segment from the centre of `place` towards `(x, y)` leaves its box.
fn border(place: Place, x: f64, y: f64) -> (f64, f64) {
    let (dx, dy) = (x - place.x, y - place.y);
    let half_height = BOX_HEIGHT / 2.0 + 2.0;
    let scale = (place.half_width + 2.0) / dx.abs().max(1e-9);
    let scale = scale.min(half_height / dy.abs().max(1e-9)).min(1.0);
    (place.x + dx * scale, place.y + dy * scale)
}

/// The arrowheads of both kinds of moves.
fn defs() -> String {
    let marker = |id: &str, colour: &str| {
        format!(
            "<marker id=\"{id}\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" \
             markerHeight=\"7\" orient=\"auto-start-reverse\" markerUnits=\"userSpaceOnUse\">\
             <path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"{colour}\"/></marker>\n"
        )
    };
    format!(
        "<defs>\n{}{}</defs>\n",
        marker("arrow", OTHER_MOVE),
        marker("arrow-winning", WINNING_MOVE)
    )
}

/// The title, a swatch for each class, and the two kinds of moves.
fn legend(picture: &Picture) -> String {
    let mut out = String::from("<g class=\"legend\">\n");
    let _ = writeln!(
        out,
        "<text x=\"{MARGIN}\" y=\"{:.1}\" font-size=\"15\" font-weight=\"bold\">{}</text>",
        MARGIN + 4.0,
        xml_escape(&picture.title)
    );
    for (row, label) in [Label::Lose, Label::Win, Label::Draw].into_iter().enumerate() {
        let y = MARGIN + 18.0 + row as f64 * 18.0;
        let _ = writeln!(
            out,
            "<rect x=\"{MARGIN}\" y=\"{y:.1}\" width=\"22\" height=\"13\" rx=\"3\" fill=\"{}\"/>\
             <text x=\"{:.1}\" y=\"{:.1}\">{}</text>",
            fill(label),
            MARGIN + 30.0,
            y + 11.0,
            meaning(label)
        );
    }
    for (row, (colour, stroke, text)) in
        [(WINNING_MOVE, 2.5, "winning move (N to P)"), (OTHER_MOVE, 1.0, "other move")]
            .into_iter()
            .enumerate()
    {
        let (x, y) = (MARGIN + 250.0, MARGIN + 24.0 + row as f64 * 18.0);
        let _ = writeln!(
            out,
            "<line x1=\"{x:.1}\" y1=\"{y:.1}\" x2=\"{:.1}\" y2=\"{y:.1}\" stroke=\"{colour}\" \
             stroke-width=\"{stroke}\"/><text x=\"{:.1}\" y=\"{:.1}\">{text}</text>",
            x + 30.0,
            x + 38.0,
            y + 4.0
        );
    }
    out.push_str("</g>\n");
    out
}

/// One position: its coloured box and its name.
fn position(picture: &Picture, index: usize, place: Place) -> String {
    let label = picture.labels[index];
    let text_colour = if label == Label::Lose { "white" } else { "black" };
    let remoteness =
        picture.remoteness[index].map_or("draw".to_string(), |r| format!("remoteness {r}"));
    let name = xml_escape(&picture.names[index]);
    format!(
        "<g class=\"position {}\" id=\"position-{index}\"><title>{name}: {}, {remoteness}</title>\
         <rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{BOX_HEIGHT}\" rx=\"6\" fill=\"{}\" \
         stroke=\"#333333\"/><text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" fill=\"{text_colour}\">\
         {name}</text></g>\n",
        class(label),
        meaning(label),
        place.x - place.half_width,
        place.y - BOX_HEIGHT / 2.0,
        2.0 * place.half_width,
        fill(label),
        place.x,
        place.y + 4.0,
    )
}
