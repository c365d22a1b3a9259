//! A Hackenbush picture as SVG (`cargo kata draw hackenbush FILE`): the ground as a line,
//! every vertex above it at its distance from the ground, edges in their colours (blue, red,
//! green), loops as small rings, parallel edges as arcs, and the value in the caption. Edges
//! no longer joined to the ground (they fall at once) are drawn dashed and grey, above the rest.

use std::collections::VecDeque;
use std::fmt::Write as _;

use cgt::partizan::hackenbush::Colour;

use crate::pictures::canvas::svg_start;
use crate::pictures::graph::xml_escape;

/// Vertical distance between levels, horizontal distance between vertices of a level.
const STEP: (f64, f64) = (70.0, 60.0);
/// Space left and right, above (the caption), below the ground line.
const MARGIN: (f64, f64, f64) = (40.0, 70.0, 50.0);

/// The stroke of an edge of `colour`.
fn stroke(colour: Colour) -> &'static str {
    match colour {
        Colour::Blue => "#1f5fbf",
        Colour::Red => "#c0392b",
        Colour::Green => "#27ae60",
    }
}

/// Each vertex's level (its distance from the ground, vertex 0), or `None` when it is not
/// joined to the ground.
fn levels(vertex_count: usize, edges: &[(usize, usize, Colour)]) -> Vec<Option<usize>> {
    let mut adjacent = vec![Vec::new(); vertex_count];
    for &(u, v, _) in edges {
        adjacent[u].push(v);
        adjacent[v].push(u);
    }
    let mut level = vec![None; vertex_count];
    level[0] = Some(0);
    let mut queue = VecDeque::from([0]);
    while let Some(u) = queue.pop_front() {
        for &v in &adjacent[u] {
            if level[v].is_none() {
                level[v] = level[u].map(|l| l + 1);
                queue.push_back(v);
            }
        }
    }
    level
}

/// Where each vertex is drawn, `(x, y)`, and the picture's width and height. The ground is
/// vertex 0: an edge to it ends on the ground line right below its other end.
fn layout(vertex_count: usize, edges: &[(usize, usize, Colour)]) -> (Vec<(f64, f64)>, f64, f64) {
    let level = levels(vertex_count, edges);
    let top = level.iter().flatten().copied().max().unwrap_or(0);
    // Fallen vertices get the row above the highest joined one.
    let row: Vec<usize> = level.iter().map(|l| l.unwrap_or(top + 1)).collect();
    let rows = row.iter().skip(1).copied().max().unwrap_or(0);
    let mut members: Vec<Vec<usize>> = vec![Vec::new(); rows + 1];
    for v in 1..vertex_count {
        members[row[v]].push(v);
    }
    let widest = members.iter().map(Vec::len).max().unwrap_or(1).max(1);
    let width = MARGIN.0 * 2.0 + STEP.1 * widest as f64;
    let ground_y = MARGIN.1 + STEP.0 * rows as f64;
    let mut at = vec![(width / 2.0, ground_y); vertex_count];
    for (r, vs) in members.iter().enumerate().skip(1) {
        let span = STEP.1 * vs.len() as f64;
        for (i, &v) in vs.iter().enumerate() {
            at[v] = (
                width / 2.0 - span / 2.0 + STEP.1 * (i as f64 + 0.5),
                ground_y - STEP.0 * r as f64,
            );
        }
    }
    (at, width, ground_y + MARGIN.2)
}

/// The SVG document of the picture with vertices `0..vertex_count` (0 the ground) and
/// `edges`, captioned `caption` (say, the file name and the value).
///
/// # Complexity
///
/// O(vertices + edges).
///
/// # Example
/// ```
/// use cgt::partizan::hackenbush::Colour;
///
/// let edges = [(0, 1, Colour::Blue), (1, 2, Colour::Red), (2, 2, Colour::Green)];
/// let svg = kata::pictures::hackenbush::render(3, &edges, "value 1/2");
/// assert!(svg.starts_with("<svg "));
/// assert_eq!(svg.matches("class=\"edge blue\"").count(), 1);
/// assert!(svg.contains("class=\"edge green loop\""));
/// assert!(svg.contains(">value 1/2</text>"));
/// ```
pub fn render(vertex_count: usize, edges: &[(usize, usize, Colour)], caption: &str) -> String {
    let (at, width, height) = layout(vertex_count, edges);
    let level = levels(vertex_count, edges);
    let ground_y = at[0].1;
    let mut out = svg_start(width, height, 13, caption);
    let _ = writeln!(
        out,
        "<line class=\"ground\" x1=\"10\" y1=\"{ground_y:.1}\" x2=\"{:.1}\" y2=\"{ground_y:.1}\" \
         stroke=\"#6d4c2f\" stroke-width=\"4\"/>",
        width - 10.0
    );
    // Parallel edges bend apart: the k-th edge between the same two ends bends by k steps.
    let mut seen: std::collections::HashMap<(usize, usize), usize> = Default::default();
    for &(u, v, colour) in edges {
        let key = (u.min(v), u.max(v));
        let k = *seen.entry(key).and_modify(|k| *k += 1).or_insert(0);
        let name = format!("{colour:?}").to_lowercase();
        let fallen = level[u].is_none() || level[v].is_none();
        let style = if fallen {
            "stroke=\"#aaaaaa\" stroke-dasharray=\"5,4\"".to_string()
        } else {
            format!("stroke=\"{}\"", stroke(colour))
        };
        // An edge to the ground ends on the ground line below its other end.
        let foot = |w: usize, other: usize| if w == 0 { (at[other].0, ground_y) } else { at[w] };
        let (a, b) = (foot(u, v), foot(v, u));
        if u == v {
            let r = 12.0 + 6.0 * k as f64;
            let _ = writeln!(
                out,
                "<circle class=\"edge {name} loop\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"{r:.1}\" \
                 fill=\"none\" {style} stroke-width=\"3\"/>",
                a.0,
                a.1 - r
            );
            continue;
        }
        let bend = if k == 0 {
            0.0
        } else {
            14.0 * k.div_ceil(2) as f64 * if k % 2 == 1 { 1.0 } else { -1.0 }
        };
        let (mx, my) = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let norm = (dx * dx + dy * dy).sqrt().max(1.0);
        let (cx, cy) = (mx - dy / norm * bend * 2.0, my + dx / norm * bend * 2.0);
        let _ = writeln!(
            out,
            "<path class=\"edge {name}\" d=\"M {:.1} {:.1} Q {cx:.1} {cy:.1} {:.1} {:.1}\" \
             fill=\"none\" {style} stroke-width=\"3\"/>",
            a.0, a.1, b.0, b.1
        );
    }
    for (v, &(x, y)) in at.iter().enumerate().skip(1) {
        let _ = writeln!(
            out,
            "<circle class=\"vertex\" cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"4\" fill=\"#222222\"><title>{v}</title></circle>"
        );
    }
    let _ = writeln!(
        out,
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>",
        width / 2.0,
        ground_y + 30.0,
        xml_escape(caption)
    );
    out.push_str("</svg>\n");
    out
}
