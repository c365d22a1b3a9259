//! A map for Col and Snort as SVG (`cargo kata draw map FILE`): every country's cells filled,
//! neighbouring countries in different colours, sea white, and the dual graph the games are
//! played on (a dot at each country's centre, a line between neighbours) drawn over it.

use std::fmt::Write as _;

use crate::pictures::canvas::svg_start;
use crate::pictures::graph::xml_escape;

/// The side of a cell.
const CELL: f64 = 36.0;
/// Space around the map, and below it for the caption.
const MARGIN: (f64, f64) = (20.0, 50.0);
/// Fills for the countries: a greedy colouring of the dual graph picks from these in order.
const FILLS: [&str; 12] = [
    "#f4d35e", "#9bc1bc", "#ee964b", "#c3aed6", "#a1c181", "#f7a1a1", "#8ecae6", "#e9c46a",
    "#b5838d", "#cdb4db", "#90be6d", "#f9c74f",
];

/// A proper colouring of `count` vertices with `edges`, greedy in vertex order: each vertex
/// takes the least colour none of its earlier neighbours has.
fn greedy_colouring(count: usize, edges: &[(usize, usize)]) -> Vec<usize> {
    let mut colour = vec![usize::MAX; count];
    for v in 0..count {
        let taken: Vec<usize> = edges
            .iter()
            .filter_map(|&(a, b)| {
                if a == v {
                    Some(b)
                } else if b == v {
                    Some(a)
                } else {
                    None
                }
            })
            .filter(|&w| w < v)
            .map(|w| colour[w])
            .collect();
        colour[v] = (0..).find(|c| !taken.contains(c)).unwrap_or(0);
    }
    colour
}

/// The SVG document of the map `rows` (one string a row; `.` is sea, any other character the
/// country `names[i]`), whose dual graph has `edges` between country indices, captioned
/// `caption`.
///
/// # Complexity
///
/// O(cells + countries · edges).
///
/// # Example
/// ```
/// let rows = ["aab", "c.b"];
/// let svg = kata::pictures::map::render(&rows, &['a', 'b', 'c'], &[(0, 1), (0, 2)], "col");
/// assert!(svg.starts_with("<svg "));
/// assert_eq!(svg.matches("class=\"cell\"").count(), 5);
/// assert_eq!(svg.matches("class=\"neighbours\"").count(), 2);
/// ```
pub fn render<S: AsRef<str>>(
    rows: &[S],
    names: &[char],
    edges: &[(usize, usize)],
    caption: &str,
) -> String {
    let height = rows.len();
    let width = rows.iter().map(|r| r.as_ref().chars().count()).max().unwrap_or(0);
    let colour = greedy_colouring(names.len(), edges);
    let (w, h) = (MARGIN.0 * 2.0 + CELL * width as f64, MARGIN.0 + MARGIN.1 + CELL * height as f64);
    let mut out = svg_start(w, h, 13, caption);
    // Each country's cells, and the sums of their centres for its dot.
    let mut centre = vec![(0.0, 0.0, 0usize); names.len()];
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.as_ref().chars().enumerate() {
            let Some(i) = names.iter().position(|&n| n == ch) else { continue };
            let (x, y) = (MARGIN.0 + CELL * c as f64, MARGIN.0 + CELL * r as f64);
            let fill = FILLS[colour[i] % FILLS.len()];
            let _ = writeln!(
                out,
                "<rect class=\"cell\" x=\"{x:.1}\" y=\"{y:.1}\" width=\"{CELL}\" height=\"{CELL}\" \
                 fill=\"{fill}\" stroke=\"white\" stroke-width=\"1\"/>"
            );
            centre[i] =
                (centre[i].0 + x + CELL / 2.0, centre[i].1 + y + CELL / 2.0, centre[i].2 + 1);
        }
    }
    let dot = |i: usize| {
        let (x, y, n) = centre[i];
        let n = n.max(1) as f64;
        (x / n, y / n)
    };
    for &(a, b) in edges {
        let ((x1, y1), (x2, y2)) = (dot(a), dot(b));
        let _ = writeln!(
            out,
            "<line class=\"neighbours\" x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" \
             stroke=\"#333333\" stroke-width=\"2\"/>"
        );
    }
    for (i, &name) in names.iter().enumerate() {
        let (x, y) = dot(i);
        let _ = writeln!(
            out,
            "<circle class=\"country\" cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"9\" fill=\"white\" \
             stroke=\"#333333\" stroke-width=\"2\"/>\n<text x=\"{x:.1}\" y=\"{:.1}\" \
             text-anchor=\"middle\">{}</text>",
            y + 4.5,
            xml_escape(&name.to_string())
        );
    }
    let _ = writeln!(
        out,
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>",
        w / 2.0,
        h - MARGIN.1 / 2.0,
        xml_escape(caption)
    );
    out.push_str("</svg>\n");
    out
}
