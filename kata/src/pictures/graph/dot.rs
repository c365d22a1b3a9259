//! A [`Picture`] as a Graphviz DOT digraph (`dot -Tsvg`), with the same colours as the SVG:
//! positions `p0`, `p1`, … filled by class, winning moves bold and red, and a legend cluster.

use std::fmt::Write as _;

use cgt::Label;

use super::{Layout, OTHER_MOVE, Picture, WINNING_MOVE, class, fill, meaning, xml_escape};

/// The DOT document of `picture`: one line `p<from> -> p<to>` per move.
///
/// # Example
/// ```
/// let picture = kata::pictures::graph::subtraction("1", 2).unwrap();
/// let dot = kata::pictures::graph::dot::render(&picture);
/// assert!(dot.contains("p1 -> p0 [class=\"move winning\""));
/// assert!(dot.contains("p2 -> p1 [class=\"move\""));
/// ```
pub fn render(picture: &Picture) -> String {
    let quoted = |text: &str| format!("\"{}\"", xml_escape(text).replace('\\', "\\\\"));
    let mut out = String::from("digraph game {\n");
    let _ =
        writeln!(out, "  label={}; labelloc=t; fontname=\"sans-serif\";", quoted(&picture.title));
    let rankdir = if picture.layout == Layout::Line { "RL" } else { "LR" };
    let _ = writeln!(out, "  rankdir={rankdir};");
    out.push_str("  node [shape=box, style=\"rounded,filled\", fontname=\"sans-serif\"];\n");
    for (index, name) in picture.names.iter().enumerate() {
        let label = picture.labels[index];
        let remoteness =
            picture.remoteness[index].map_or("draw".to_string(), |r| format!("remoteness {r}"));
        let _ = writeln!(
            out,
            "  p{index} [label={}, class=\"position {}\", fillcolor=\"{}\", fontcolor=\"{}\", tooltip={}];",
            quoted(name),
            class(label),
            fill(label),
            if label == Label::Lose { "white" } else { "black" },
            quoted(&format!("{}, {remoteness}", meaning(label)))
        );
    }
    for &(from, to) in &picture.moves {
        let attributes = if picture.is_winning_move((from, to)) {
            format!("class=\"move winning\", color=\"{WINNING_MOVE}\", penwidth=2.5")
        } else {
            format!("class=\"move\", color=\"{OTHER_MOVE}\"")
        };
        let _ = writeln!(out, "  p{from} -> p{to} [{attributes}];");
    }
    out.push_str("  subgraph cluster_legend {\n    label=\"legend\";\n");
    for (key, label) in [Label::Lose, Label::Win, Label::Draw].into_iter().enumerate() {
        let _ = writeln!(
            out,
            "    legend{key} [label={}, fillcolor=\"{}\", fontcolor=\"{}\"];",
            quoted(meaning(label)),
            fill(label),
            if label == Label::Lose { "white" } else { "black" }
        );
    }
    let _ = writeln!(
        out,
        "    legend3 [label=\"N\", fillcolor=\"{}\"]; legend4 [label=\"P\", fillcolor=\"{}\", fontcolor=\"white\"];\n    \
         legend3 -> legend4 [label=\"winning move\", color=\"{WINNING_MOVE}\", penwidth=2.5];",
        fill(Label::Win),
        fill(Label::Lose)
    );
    out.push_str("  }\n}\n");
    out
}
