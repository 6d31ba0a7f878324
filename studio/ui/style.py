"""The whole window's colours.

The Dark theme darkens every window of the studio (Fusion style, a dark palette), not the board alone, and High contrast
gives every window white text on black with yellow for what is chosen (and the boards the high-contrast palette); the
other themes give the system's style and palette back."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOption, QWidget

__all__ = [
    "apply_window_theme",
    "contrast_palette",
    "dark_palette",
    "is_dark",
    "larger_font",
    "progress_bar_style",
    "window_theme",
]


@dataclass(frozen=True)
class _Look:
    """A style's name and a palette: what the studio started with, given back when the theme is not Dark."""

    style: str
    palette: QPalette


_ORIGINAL: list[_Look] = []
"""The look the studio started with, once the theme was first applied (empty before)."""


def _palette(colours: dict[QPalette.ColorRole, str], *, disabled_text: str, disabled_highlight: str) -> QPalette:
    """Return a palette of ``colours`` by role, its disabled texts and selection in the two colours given."""
    palette = QPalette()
    for role, value in colours.items():
        palette.setColor(role, QColor(value))
    disabled = QPalette.ColorGroup.Disabled
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(disabled, role, QColor(disabled_text))
    palette.setColor(disabled, QPalette.ColorRole.Highlight, QColor(disabled_highlight))
    return palette


def dark_palette() -> QPalette:
    """Return a dark palette for the Fusion style: dark greys, light text, the board's blue for selections."""
    role = QPalette.ColorRole
    colours = {
        role.Window: "#2b2b2b",
        role.WindowText: "#e6e1da",
        role.Base: "#1f1f1f",
        role.AlternateBase: "#2f2f2f",
        role.ToolTipBase: "#3a3a3a",
        role.ToolTipText: "#f0ece6",
        role.PlaceholderText: "#8a857e",
        role.Text: "#e6e1da",
        role.Button: "#353535",
        role.ButtonText: "#e6e1da",
        role.BrightText: "#ff6b5e",
        role.Link: "#7fb0ff",
        role.Highlight: "#3d6eb4",
        role.HighlightedText: "#ffffff",
        role.Light: "#4a4a4a",
        role.Midlight: "#3e3e3e",
        role.Mid: "#303030",
        role.Dark: "#1a1a1a",
        role.Shadow: "#0d0d0d",
    }
    return _palette(colours, disabled_text="#7a7670", disabled_highlight="#4a4a4a")


def contrast_palette() -> QPalette:
    """Return the high-contrast palette for the Fusion style.

    White on black, yellow for the selection and the focus, cyan links; a disabled text still reads (a mid grey on
    black, 5:1)."""
    role = QPalette.ColorRole
    colours = {
        role.Window: "#000000",
        role.WindowText: "#ffffff",
        role.Base: "#000000",
        role.AlternateBase: "#1c1c1c",
        role.ToolTipBase: "#000000",
        role.ToolTipText: "#ffffff",
        role.PlaceholderText: "#c0c0c0",
        role.Text: "#ffffff",
        role.Button: "#000000",
        role.ButtonText: "#ffffff",
        role.BrightText: "#ffd500",
        role.Link: "#00c8ff",
        role.LinkVisited: "#e0a0ff",
        role.Highlight: "#ffd500",
        role.HighlightedText: "#000000",
        role.Light: "#ffffff",
        role.Midlight: "#c0c0c0",
        role.Mid: "#808080",
        role.Dark: "#ffffff",
        role.Shadow: "#ffffff",
        role.Accent: "#ffd500",
    }
    return _palette(colours, disabled_text="#9a9a9a", disabled_highlight="#808080")


_THEME: list[str] = ["auto"]
"""The theme applied last (:func:`apply_window_theme`)."""


def window_theme() -> str:
    """Return the theme the windows were given last: ``auto``, ``light``, ``dark``, ``print`` or ``contrast``."""
    return _THEME[0]


def larger_font(
    factor: float, *, weight: QFont.Weight | None = None, italic: bool = False, base: QFont | None = None
) -> QFont:
    """Return the application's font (or ``base``) ``factor`` times as large.

    A title or a die's face follows the size the user gave the system's font (large type), where a size in pixels would
    stay small."""
    font = QFont(base if base is not None else QApplication.font())
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * factor)
    else:
        font.setPixelSize(max(1, round(font.pixelSize() * factor)))
    if weight is not None:
        font.setWeight(weight)
    font.setItalic(italic)
    return font


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


class ContrastStyle(QProxyStyle):
    """Fusion for the high-contrast theme, every line edit, check box and radio button framed.

    Fusion draws those frames a shade darker than the window, none on high contrast's black, where the archive's and
    the editor's empty fields, and the tutor mode's box, could not be seen.  Here a field's frame is the text's colour
    (white), the highlight's (yellow) round the field with the focus; a box or a radio button is ringed in white."""

    _INDICATORS = (
        QStyle.PrimitiveElement.PE_IndicatorCheckBox,
        QStyle.PrimitiveElement.PE_IndicatorRadioButton,
        QStyle.PrimitiveElement.PE_IndicatorItemViewItemCheck,
    )

    def __init__(self) -> None:
        super().__init__("Fusion")

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element in self._INDICATORS:
            super().drawPrimitive(element, option, painter, widget)
            self._outline(element, option, painter)
            return
        if element is not QStyle.PrimitiveElement.PE_FrameLineEdit:
            super().drawPrimitive(element, option, painter, widget)
            return
        self._outline(element, option, painter)

    @staticmethod
    def _outline(element: QStyle.PrimitiveElement, option: QStyleOption, painter: QPainter) -> None:
        """Draw a field's frame, a check box's square or a radio button's circle, seen on black.

        In the text's colour (white), the highlight's (yellow) and twice as thick round the one with the focus; a
        box's or a radio button's over Fusion's own, whose edge is a shade darker than the window."""
        focused = bool(option.state & QStyle.StateFlag.State_HasFocus)
        enabled = bool(option.state & QStyle.StateFlag.State_Enabled)
        role = QPalette.ColorRole.Highlight if focused else QPalette.ColorRole.Text
        group = QPalette.ColorGroup.Normal if enabled else QPalette.ColorGroup.Disabled
        width = 2 if focused else 1
        radio = element is QStyle.PrimitiveElement.PE_IndicatorRadioButton
        painter.save()
        if element is not QStyle.PrimitiveElement.PE_FrameLineEdit:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, radio)
        pen = QPen(option.palette.color(group, role), width)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = width / 2
        rect = QRectF(option.rect).adjusted(half, half, -half, -half)
        if radio:
            painter.drawEllipse(rect)
        else:
            painter.drawRect(rect)
        painter.restore()


def apply_window_theme(theme: str) -> None:
    """Give every window the style and palette of ``theme``.

    ``dark``: the Fusion style and :func:`dark_palette` for every window; ``contrast``: Fusion with its fields framed
    (:class:`ContrastStyle`) and :func:`contrast_palette`; any other theme: the style and palette the studio started
    with."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if not _ORIGINAL:
        _ORIGINAL.append(_Look(app.style().name(), QPalette(app.palette())))
    _THEME[0] = theme
    if theme == "dark":
        app.setStyle("Fusion")
        app.setPalette(dark_palette())
    elif theme == "contrast":
        app.setStyle(ContrastStyle())
        app.setPalette(contrast_palette())
    else:
        original = _ORIGINAL[0]
        if app.style().name() != original.style or isinstance(app.style(), ContrastStyle):
            app.setStyle(original.style)
        app.setPalette(original.palette)
    _restyle_sheets(app)


def _restyle_sheets(app: QApplication) -> None:
    """Set each widget's style sheet again, so that it is drawn in the new palette.

    A widget given a style sheet (a lesson's explanation, with its margins) keeps the palette it had when its sheet
    was set: a text browser stayed white in High contrast.  Set again, the sheet is read with the new palette."""
    for widget in app.allWidgets():
        sheet = widget.styleSheet()
        if sheet:
            widget.setStyleSheet(sheet)


def progress_bar_style(palette: QPalette) -> str:
    """Return the style sheet of a lesson's progress bar in the theme of ``palette``.

    A cream bar with a light green filling on a light window; on a dark one the window's own ground and text with a deep
    green filling that the light text reads on (not a cream bar in a dark list); in high contrast black and white with a
    green that white text reads on (7:1)."""
    if window_theme() == "contrast":
        ground, text, border, chunk = "#000000", "#ffffff", "#ffffff", "#00662b"
    elif is_dark(palette):
        ground = palette.color(QPalette.ColorRole.Base).name()
        text = palette.color(QPalette.ColorRole.Text).name()
        border, chunk = "#5a5a5a", "#2e6b34"
    else:
        ground, text, border, chunk = "#fbf6ea", "#3a2a1c", "#b9a98c", "#6fbf73"
    return (
        f"QProgressBar {{ border: 1px solid {border}; border-radius: 3px; background: {ground};"
        f" color: {text}; text-align: center; }}"
        f"QProgressBar::chunk {{ background: {chunk}; border-radius: 2px; }}"
    )
