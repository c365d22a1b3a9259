//! A thermograph as SVG (`cargo kata value … --thermograph out.svg`): the left wall (blue) and
//! the right wall (red) from the bottom temperature up to where they meet, the mast (black)
//! above, and both axes. As in Winning Ways, values grow to the left (Left's side) and the
//! temperature upwards.

use std::fmt::Write as _;

use cgt::partizan::Dyadic;
use cgt::partizan::thermograph::{Thermograph, Trajectory};

use crate::pictures::canvas::svg_start;
use crate::pictures::graph::xml_escape;

/// Width and height of the plot area.
const PLOT: (f64, f64) = (480.0, 320.0);
/// Space left of, right of, above and below the plot area.
const MARGIN: (f64, f64, f64, f64) = (70.0, 130.0, 60.0, 60.0);
/// Left wall, right wall and mast colours.
const COLOURS: (&str, &str, &str) = ("#1f5fbf", "#c0392b", "#222222");

/// The corners of a wall between temperatures `bottom` and `top`: its value at `bottom`, at
/// every breakpoint in between, and at `top`, as `(value, t)`.
fn corners(wall: &Trajectory, bottom: &Dyadic, top: &Dyadic) -> Vec<(Dyadic, Dyadic)> {
    let mut ts = vec![bottom.clone()];
    ts.extend(
        wall.pieces().iter().map(|(start, _, _)| start.clone()).filter(|s| bottom < s && s < top),
    );
    ts.push(top.clone());
    ts.into_iter().map(|t| (wall.value_at(&t), t)).collect()
}

/// Where the plot maps values and temperatures: value `x` to the left for larger `x`.
struct Frame {
    values: (f64, f64),
    temperatures: (f64, f64),
}

impl Frame {
    fn x(&self, value: &Dyadic) -> f64 {
        let (lo, hi) = self.values;
        MARGIN.0 + PLOT.0 * (hi - value.to_f64()) / (hi - lo)
    }

    fn y(&self, t: &Dyadic) -> f64 {
        self.y_of(t.to_f64())
    }

    fn y_of(&self, t: f64) -> f64 {
        let (lo, hi) = self.temperatures;
        MARGIN.2 + PLOT.1 * (hi - t) / (hi - lo)
    }

    fn points(&self, corners: &[(Dyadic, Dyadic)]) -> String {
        let points: Vec<String> =
            corners.iter().map(|(v, t)| format!("{:.2},{:.2}", self.x(v), self.y(t))).collect();
        points.join(" ")
    }
}

/// The SVG document of `thermograph`, titled `title` (the game, as the user wrote it).
///
/// The walls are drawn from temperature `min(0, temperature)` (a number's mast starts below
/// 0) to the temperature, the mast from there up; axis labels are exact (the stops, the mean
/// and the temperature).
///
/// # Complexity
///
/// O(number of pieces of the walls).
///
/// # Example
/// ```
/// let mut store = cgt::partizan::GameStore::new();
/// let g = store.parse("{3|-1}").unwrap();
/// let svg = kata::pictures::thermograph::render(&store.thermograph(g), "{3|-1}");
/// assert!(svg.starts_with("<svg "));
/// assert!(svg.contains("<polyline class=\"left wall\""));
/// assert!(svg.contains(">temperature 2</text>"));
/// ```
pub fn render(thermograph: &Thermograph, title: &str) -> String {
    let temperature = thermograph.temperature();
    let zero = Dyadic::zero();
    let bottom = if temperature < &zero { temperature.clone() } else { zero };
    let left = corners(thermograph.left_wall(), &bottom, temperature);
    let right = corners(thermograph.right_wall(), &bottom, temperature);
    let mast = thermograph.mast();
    // The value axis spans both walls, with a margin; the temperature axis the walls and a
    // stretch of mast above them.
    let (lo, hi) = left
        .iter()
        .chain(&right)
        .map(|(v, _)| v.to_f64())
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| (lo.min(v), hi.max(v)));
    let pad = ((hi - lo) * 0.15).max(0.5);
    let (t_lo, t_hi) = (bottom.to_f64(), temperature.to_f64());
    let frame = Frame {
        values: (lo - pad, hi + pad),
        temperatures: (t_lo, t_hi + ((t_hi - t_lo) * 0.35).max(0.5)),
    };
    let width = MARGIN.0 + PLOT.0 + MARGIN.1;
    let height = MARGIN.2 + PLOT.1 + MARGIN.3;
    let mut out = svg_start(width, height, 12, &format!("thermograph of {title}"));
    let _ = writeln!(
        out,
        "<text x=\"{:.1}\" y=\"24\" font-size=\"15\">thermograph of {}</text>",
        MARGIN.0,
        xml_escape(title)
    );
    // Axes: the value axis at the bottom temperature, the temperature axis at the mean.
    let (axis_y, top_y) = (frame.y(&bottom), frame.y_of(frame.temperatures.1));
    let _ = writeln!(
        out,
        "<g class=\"axes\" stroke=\"#999999\">\n\
         <line x1=\"{:.2}\" y1=\"{axis_y:.2}\" x2=\"{:.2}\" y2=\"{axis_y:.2}\"/>\n</g>",
        MARGIN.0,
        MARGIN.0 + PLOT.0
    );
    let _ = writeln!(
        out,
        "<text x=\"{:.2}\" y=\"{:.2}\" text-anchor=\"end\" fill=\"#555555\">value (Left ←)</text>",
        MARGIN.0 + PLOT.0,
        axis_y + 40.0
    );
    // Walls and mast.
    for (class, corners, colour) in
        [("left wall", &left, COLOURS.0), ("right wall", &right, COLOURS.1)]
    {
        let _ = writeln!(
            out,
            "<polyline class=\"{class}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2.5\" \
             points=\"{}\"/>",
            frame.points(corners)
        );
    }
    let mast_x = frame.x(mast);
    let _ = writeln!(
        out,
        "<line class=\"mast\" x1=\"{mast_x:.2}\" y1=\"{:.2}\" x2=\"{mast_x:.2}\" y2=\"{top_y:.2}\" \
         stroke=\"{}\" stroke-width=\"2.5\"/>",
        frame.y(temperature),
        COLOURS.2
    );
    // Labels: the stops under the value axis, the mean on the mast, the temperature beside it.
    let (left_stop, right_stop) = (&left[0].0, &right[0].0);
    let mut marks = vec![(left_stop, "left stop", COLOURS.0)];
    if right_stop != left_stop {
        marks.push((right_stop, "right stop", COLOURS.1));
    }
    for (value, what, colour) in marks {
        let x = frame.x(value);
        let _ = writeln!(
            out,
            "<text class=\"{what}\" x=\"{x:.2}\" y=\"{:.2}\" text-anchor=\"middle\" \
             fill=\"{colour}\">{value}</text>",
            axis_y + 18.0
        );
    }
    let _ = writeln!(
        out,
        "<text class=\"mean\" x=\"{mast_x:.2}\" y=\"{:.2}\" text-anchor=\"middle\">mean {mast}</text>",
        top_y - 6.0
    );
    let _ = writeln!(
        out,
        "<line class=\"temperature\" x1=\"{:.2}\" y1=\"{y:.2}\" x2=\"{:.2}\" y2=\"{y:.2}\" \
         stroke=\"#bbbbbb\" stroke-dasharray=\"4 3\"/>\n\
         <text x=\"{:.2}\" y=\"{:.2}\">temperature {temperature}</text>",
        MARGIN.0,
        MARGIN.0 + PLOT.0,
        MARGIN.0 + PLOT.0 + 4.0,
        frame.y(temperature) + 4.0,
        y = frame.y(temperature),
    );
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use cgt::partizan::GameStore;

    fn svg(expr: &str) -> String {
        let mut store = GameStore::new();
        let g = store.parse(expr).unwrap();
        render(&store.thermograph(g), expr)
    }

    /// The numbers in a polyline's `points` as (x, y) pairs.
    fn polyline(svg: &str, class: &str) -> Vec<(f64, f64)> {
        let start = svg.find(&format!("class=\"{class}\"")).unwrap();
        let points = &svg[start..];
        let points = &points[points.find("points=\"").unwrap() + 8..];
        let points = &points[..points.find('"').unwrap()];
        points
            .split(' ')
            .map(|p| {
                let (x, y) = p.split_once(',').unwrap();
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect()
    }

    #[test]
    fn walls_of_a_switch_meet_at_the_mast() {
        // {3|-1}: left wall 3 - t, right wall -1 + t, meeting at t = 2 on the mean 1.
        let svg = svg("{3|-1}");
        let (left, right) = (polyline(&svg, "left wall"), polyline(&svg, "right wall"));
        assert_eq!((left.len(), right.len()), (2, 2));
        assert_eq!(left[1], right[1], "the walls meet");
        assert!(left[0].0 < right[0].0, "Left's stop 3 is drawn left of Right's -1");
        assert!(left[1].1 < left[0].1, "temperature grows upwards");
        for (label, text) in
            [("left stop", ">3</text>"), ("right stop", ">-1</text>"), ("mean", ">mean 1</text>")]
        {
            let at = svg.find(&format!("class=\"{label}\"")).unwrap();
            assert!(svg[at..].split('\n').next().unwrap().ends_with(text), "{label}: {svg}");
        }
        assert!(svg.contains(">temperature 2</text>"));
    }

    #[test]
    fn breakpoints_become_corners() {
        // {{2|0}|-4}: the left wall is 0 up to t = 1, where {2|0} freezes, then 1 - t; the
        // right wall is -4 + t; they meet at t = 5/2 on -3/2.
        let svg = svg("{{2|0}|-4}");
        let (left, right) = (polyline(&svg, "left wall"), polyline(&svg, "right wall"));
        assert_eq!((left.len(), right.len()), (3, 2));
        assert_eq!(left[0].0, left[1].0, "vertical from t = 0 to t = 1");
        assert_eq!(left[2], right[1]);
        assert!(svg.contains(">temperature 5/2</text>") && svg.contains(">mean -3/2</text>"));
    }

    #[test]
    fn a_number_is_a_mast_alone() {
        let svg = svg("3/8");
        let left = polyline(&svg, "left wall");
        assert_eq!(left, polyline(&svg, "right wall"));
        assert!(svg.contains(">temperature -1/8</text>"));
        assert!(!svg.contains("class=\"right stop\""));
        assert!(svg.contains("<title>thermograph of 3/8</title>"));
    }

    #[test]
    fn the_title_is_escaped() {
        assert!(svg("{1|-1} + *").contains("<title>thermograph of {1|-1} + *</title>"));
        let mut store = GameStore::new();
        let zero = store.zero();
        let svg = render(&store.thermograph(zero), "a<b & c");
        assert!(svg.contains("thermograph of a&lt;b &amp; c"), "{svg}");
    }
}
