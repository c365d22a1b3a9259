//! What every SVG picture of the tool starts with.

use crate::pictures::graph::xml_escape;

/// The opening of an SVG document `width × height` with text in `font_size`: the `<svg>`
/// element, its `<title>` (escaped) and a white background.
///
/// # Complexity
///
/// O(length of the title).
///
/// # Example
/// ```
/// let start = kata::pictures::canvas::svg_start(100.0, 50.0, 12, "a < b");
/// assert!(start.starts_with("<svg ") && start.contains("<title>a &lt; b</title>"));
/// ```
pub fn svg_start(width: f64, height: f64, font_size: u32, title: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" \
         viewBox=\"0 0 {width:.0} {height:.0}\" font-family=\"sans-serif\" \
         font-size=\"{font_size}\">\n<title>{}</title>\n\
         <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
        xml_escape(title)
    )
}
