"""The look of every pygame-gui element: warm wood buttons with brass edges, the bundled
Kozel Sans (PT Sans), ivory text.

Colours follow DESIGN.md.  The theme is a plain dict so it needs no file at
run time; :func:`make_manager` builds a ``UIManager`` with it.  Element
classes other screens may use (``object_id=ObjectID(class_id=...)``):

* ``@big_button``  - menu buttons (26 px bold);
* ``@small_button`` - compact buttons such as the language toggle (18 px);
* ``@snug_button`` - big buttons at 20 px, for a row whose labels do not fit at 26 px;
* ``@panel`` - a dark wood panel behind a group of buttons;
* ``@heading`` / ``@body`` / ``@hint`` - labels at 28, 18 and 16 px.

Plain buttons, labels, drop-downs, sliders, text entries, check boxes,
selection lists, tool tips and windows get the same font and colours.

The sizes are those of a 1280×720 window (and any smaller one); a larger window's type is
larger by ``type_scale``, the scale its screens size their boxes by (``make_manager`` and
``GameManager.fit_type``).  A screen that measures a button's words before making it
measures them in ``widgets.themed_font``, the same face.  Words drawn outside pygame-gui (the
table's, its drawn buttons') take their px from ``text_px``, which grows them alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kozel_gui.assets import FONT_BOLD, FONT_NAME, FONT_REGULAR

if TYPE_CHECKING:

    from kozel_gui.manager import GameManager

__all__ = ["COLOURS", "SEAT_COLOURS", "THEME", "contrast", "load_type", "make_manager", "preloads",
           "readable_on", "text_px", "theme_dict", "type_px", "type_scale"]

COLOURS: dict[str, str] = {
    "felt": "#1f5a3a",
    "wood": "#7a4a26",
    "text": "#f4f1e8",
    "remembered": "#f2c84b",
    "open": "#e04b3a",
    "glow": "#7fe0a0",
    "title": "#f6d98e",
    "title_shadow": "#0d2417",
    "ivory": "#f5efdc",
    "ink": "#1b1b1b",
    "button": "#5a3a22",
    "button_hover": "#74502f",
    "button_active": "#8c6038",
    "button_disabled": "#3b2c20",
    "brass": "#c9a35a",
    "brass_light": "#ecd08e",
    "panel": "#2b1d12",
    "muted_text": "#b8ad95",
}
"""Named colours of the game, as ``#rrggbb`` strings."""

SEAT_COLOURS = ((236, 160, 70), (110, 170, 236), (140, 210, 110), (226, 130, 206))
"""A colour per seat, wherever seats are told apart by colour: the score pad's tiles and
strips, ChVV's four players on the chooser's card."""

_WOOD_COLOURS = {
    "normal_bg": COLOURS["button"],
    "hovered_bg": COLOURS["button_hover"],
    "active_bg": COLOURS["button_active"],
    "selected_bg": COLOURS["button_active"],
    "disabled_bg": COLOURS["button_disabled"],
    "dark_bg": COLOURS["panel"],
    "normal_text": COLOURS["text"],
    "hovered_text": "#ffffff",
    "active_text": "#ffffff",
    "selected_text": COLOURS["title"],
    "disabled_text": "#9a8c74",
    "normal_border": COLOURS["brass"],
    "hovered_border": COLOURS["brass_light"],
    "active_border": COLOURS["brass_light"],
    "selected_border": COLOURS["title"],
    "disabled_border": "#6a5640",
    "text_cursor": COLOURS["title"],
    "filled_bar": COLOURS["brass"],
    "unfilled_bar": COLOURS["panel"],
    "link_text": COLOURS["title"],
    "link_hover": "#ffffff",
    "link_selected": "#ffffff",
}

_ROUNDED = {"shape": "rounded_rectangle", "shape_corner_radius": "10", "border_width": "2",
            "shadow_width": "2"}


def _luminance(colour: str) -> float:
    """WCAG relative luminance of ``#rrggbb``."""
    channels = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(fore: str, back: str) -> float:
    """WCAG contrast ratio of two ``#rrggbb`` colours (1 to 21)."""
    hi, lo = sorted((_luminance(fore), _luminance(back)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def readable_on(colour: str, back: str, ratio: float = 4.5) -> str:
    """``colour``, lightened toward white just enough to read on ``back`` (the red of a goat
    on a selected brown row); ``colour`` itself when it already reads."""
    rgb = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    shown = colour
    for step in range(11):
        shown = "#" + "".join(f"{c + (255 - c) * step // 10:02x}" for c in rgb)
        if contrast(shown, back) >= ratio:
            break
    return shown


def type_scale(size: tuple[int, int]) -> float:
    """How much larger than at 1280×720 the type of the pygame-gui elements is in a window of
    ``size``: the scale the screens size their boxes by (``drawing.scale_of``), never below 1
    (a small window keeps the type it was made for; its boxes' words were fitted at it)."""
    from kozel_gui.drawing import scale_of  # drawing takes the colours from here

    return max(1.0, scale_of(size))


def type_px(base: int, scale: float) -> int:
    """``base`` px of type (its size at 1280×720) at ``scale`` (``type_scale``)."""
    return round(base * scale)


def text_px(base: float, scale: float, least: int = 14) -> int:
    """The px of a text drawn outside the theme (the table's words, a drawn button's): ``base``
    at 1280×720, never below ``least`` there; in a larger window larger by ``scale`` as the
    theme's type is (the least size too: a 14 px word grows to 21 at 1.5, as a themed 14
    would), in a smaller one smaller down to ``least``.  ``least=base`` keeps a size in a
    small window and only grows it in a large one.

    >>> text_px(18, 1.5), text_px(13.44, 1.0), text_px(13.44, 1.5), text_px(20, 0.8)
    (27, 14, 21, 16)
    >>> text_px(18, 0.8, least=18), text_px(12, 1.5, least=12)
    (18, 18)
    """
    return round(max(least * max(1.0, scale), base * scale))


def _face(size: int, bold: bool = False) -> dict[str, str]:
    return {"name": FONT_NAME, "size": str(size), "bold": "1" if bold else "0"}


def theme_dict(scale: float = 1.0) -> dict[str, Any]:
    """The pygame-gui theme as a dict (a font per element type: 'defaults' ignores fonts),
    its type at ``scale`` (``type_scale``: 1 up to 1280×720, larger in a larger window)."""

    def _font(size: int, bold: bool = False) -> dict[str, str]:
        return _face(type_px(size, scale), bold)

    plain = {"colours": dict(_WOOD_COLOURS), "font": _font(18), "misc": dict(_ROUNDED)}
    theme: dict[str, Any] = {
        "defaults": {"colours": dict(_WOOD_COLOURS)},
        **{kind: plain for kind in (
            "button", "drop_down_menu", "text_entry_line", "text_entry_box", "selection_list",
            "horizontal_slider", "check_box", "window", "tab_container",
        )},
        "label": {"colours": {"normal_text": COLOURS["text"], "dark_bg": "#00000000"},
                  "font": _font(18)},
        "text_box": {"colours": {"dark_bg": COLOURS["panel"], "normal_text": COLOURS["text"],
                                 "normal_border": COLOURS["brass"]},
                     "font": _font(18), "misc": {**_ROUNDED, "padding": "14,10"}},
        "tool_tip": {"colours": {"dark_bg": "#1d140c", "normal_text": COLOURS["text"],
                                 "normal_border": COLOURS["brass"]},
                     "font": _font(16)},
        "tool_tip.text_box": {"font": _font(16), "colours": {"dark_bg": "#1d140c"}},
        "panel": {"colours": {"dark_bg": "#2b1d12e6", "normal_border": COLOURS["brass"]},
                  "misc": {**_ROUNDED, "shape_corner_radius": "16"}},
        "@panel": {"colours": {"dark_bg": "#2b1d12e6", "normal_border": COLOURS["brass"]},
                   "misc": {**_ROUNDED, "shape_corner_radius": "16"}},
        "@big_button": {"font": _font(26, bold=True),
                        "misc": {**_ROUNDED, "shape_corner_radius": "14", "border_width": "3"}},
        "@small_button": {"font": _font(18, bold=True)},
        # A row of big buttons whose longest label would not fit at 26 px (a narrow window).
        "@snug_button": {"font": _font(20, bold=True),
                         "misc": {**_ROUNDED, "shape_corner_radius": "14", "border_width": "3"}},
        # The how-many question's choices: the way set up now looks chosen (``select``), the
        # focus is the ring; a pointer resting on another (the chooser's card was clicked
        # there) does not light it as a second choice (issue 18). The ring follows the
        # pointer as soon as it moves.
        "#how_many": {"colours": {"hovered_bg": COLOURS["button"], "hovered_text": COLOURS["text"],
                                  "hovered_border": COLOURS["brass"]}},
        "@heading": {"font": _font(28, bold=True), "colours": {"normal_text": COLOURS["title"]}},
        "@body": {"font": _font(18)},
        "@hint": {"font": _font(16), "colours": {"normal_text": COLOURS["muted_text"]}},
    }
    # Scroll bars inside panels and lists stay wooden and visible.
    for owner in ("text_box", "selection_list", "drop_down_menu"):
        theme[f"{owner}.vertical_scroll_bar"] = {
            "colours": {"dark_bg": "#4a3320", "normal_bg": COLOURS["brass"],
                        "hovered_bg": COLOURS["brass_light"], "active_bg": COLOURS["brass_light"]},
        }
    return theme


THEME = theme_dict()
"""The theme at 1280×720 and in any smaller window."""

_FACES = ((16, "regular"), (18, "regular"), (18, "bold"), (20, "bold"), (26, "bold"),
          (28, "bold"))
"""The theme's faces (px at 1280×720, style), loaded with it: none waits for a frame."""


def preloads(scale: float) -> list[dict[str, str | int | float]]:
    """The theme's faces at ``scale``, as ``UIManager.preload_fonts`` takes them."""
    return [{"name": FONT_NAME, "point_size": type_px(px, scale), "style": style}
            for px, style in _FACES]


def load_type(manager: GameManager, scale: float) -> None:
    """Give ``manager``'s theme its type at ``scale`` (its faces loaded here, not in a frame;
    those a size seen before loaded are kept)."""
    fonts = manager.get_theme().get_font_dictionary()
    manager.preload_fonts([face for face in preloads(scale) if not fonts.check_font_preloaded(
        fonts.create_font_id(int(face["point_size"]), FONT_NAME, face["style"] == "bold", False))])
    manager.get_theme().load_theme(THEME if scale == 1.0 else theme_dict(scale))


def make_manager(size: tuple[int, int], language: str = "ru") -> GameManager:
    """A ``UIManager`` for a window of ``size``, with the bundled font and the game's theme,
    its type at the window's scale (and again at each new size: ``GameManager``)."""
    from kozel_gui.manager import GameManager

    manager = GameManager(size, starting_language=language)
    manager.add_font_paths(FONT_NAME, str(FONT_REGULAR), str(FONT_BOLD))
    manager.fit_type(size)
    return manager
