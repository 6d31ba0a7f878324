"""Board geometry shared by every renderer, and the text and SVG renderers."""
