"""The look of the settings screens: pygame-gui theme blocks for their own class ids.

Only ``@settings_*`` class ids are themed, so the app's theme for everything
else stays as it is.
"""

from __future__ import annotations

import re
from typing import Any

import pygame_gui

from kozel_gui.assets import FONT_BOLD, FONT_NAME, FONT_REGULAR
from kozel_gui.drawing import SENTENCE_GAP

__all__ = ["LIST_ROW_H", "LIT", "TEXT", "install_theme", "spaced"]

TEXT = "#f4f1e8"
BRASS = "#f2c84b"
PROBLEM = "#ffb4a2"  # light coral: 4.5:1 and more on the dark felt
NOTE = "#d6cfbf"  # why a greyed-out setting does not apply: muted, still 4.5:1 on the felt
LIT = "#4caf5c"  # a switch that is on: a green lamp, never the gold of the chosen tab or the ring
LIT_HOT = "#63c272"  # ... under the mouse: still green, lighter
LIT_TEXT = "#0b1f10"  # dark words on the lamp (about 7:1)
LIST_ROW_H = 34
"""Height of a row in an open list: the 18 px type with room for «р», «ф», «у» below the line."""


_SENTENCE_END = re.compile(r"(?<=[.…!?]) (?=\S)")


def spaced(text: str) -> str:
    """``text`` with a sentence's gap (``drawing.SENTENCE_GAP``) after each sentence.

    The bundled font's space is 4 px at 14-16 px and a full stop's ink sits at the left of
    its width: one space after «.» or «).» leaves 3 px of felt, where a word gap between
    letters shows 6, and the sentences read glued together («…спорт 200).Детское»,
    «…(было «Классика»).Играем до…», P28).  The font's kerning is not the cause (the
    bundled font has none there, ``assets``), and a font cannot tell where a sentence ends.
    Two spaces (7-10 px) read as a typing slip.  A hair space before the space makes the gap
    a word gap; the space stays the place to break the line.
    """
    return _SENTENCE_END.sub(SENTENCE_GAP, text)


def _font(size: int, bold: bool = False) -> dict[str, str]:
    return {"name": FONT_NAME, "size": str(size), "bold": "1" if bold else "0",
            "regular_path": str(FONT_REGULAR), "bold_path": str(FONT_BOLD)}


def _button(size: int, selected_bg: str) -> dict[str, Any]:
    return {
        "colours": {
            "normal_bg": "#5b3a1f", "hovered_bg": "#7a4f2a", "active_bg": "#8c5d33",
            "selected_bg": selected_bg, "disabled_bg": "#3d3a34",
            "normal_text": TEXT, "hovered_text": "#ffffff", "active_text": "#ffffff",
            "selected_text": "#1b1b1b", "disabled_text": "#a29c8f",
            "normal_border": "#c9a45c", "hovered_border": BRASS, "selected_border": BRASS,
            "active_border": BRASS, "disabled_border": "#5b574e",
            "dark_bg": "#f5efdc", "selected_bg_text": "#1b1b1b",
            "text_cursor": "#1b1b1b",
        },
        "font": _font(size),
        "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "6", "border_width": "1",
                 "shadow_width": "0"},
    }


def _switch(on: bool) -> dict[str, Any]:
    """A switch's look: "on" is a lit green lamp in every state but greyed out (hovering it,
    pressing it or focusing it never makes it look off); "off" is the plain wooden button."""
    block = _button(18, "#e0b84a")
    if on:
        block["colours"].update({
            "normal_bg": LIT, "hovered_bg": LIT_HOT, "active_bg": LIT_HOT, "selected_bg": LIT,
            "normal_text": LIT_TEXT, "hovered_text": LIT_TEXT, "active_text": LIT_TEXT,
            "selected_text": LIT_TEXT, "normal_border": "#d9f5c8", "hovered_border": "#ffffff",
            "active_border": "#ffffff", "selected_border": "#d9f5c8"})
        block["font"] = _font(18, True)
        block["misc"] = {**block["misc"], "border_width": "2"}
    return block


def _pick_on() -> dict[str, Any]:
    """A usual value that is the value: the switch's lamp, in the regular type (a bold
    «365» would not fit its narrow button)."""
    block = _switch(True)
    block["font"] = _font(18)
    return block


def theme() -> dict[str, Any]:
    """The settings theme as a pygame-gui theme dictionary."""
    control = _button(18, "#e0b84a")
    entry = _button(18, "#e0b84a")
    entry["colours"].update({"dark_bg": "#f5efdc", "normal_text": "#1b1b1b",
                             "selected_text": "#ffffff", "selected_bg": "#7a4f2a"})
    # Typed text keeps off the border (pygame-gui's 2 px put the first letter of «Саша»
    # under it, P35).
    entry["misc"] = {**entry["misc"], "padding": "8,4"}
    return {
        "@settings_control": control,
        # The open list of rule sets: rows tall enough for the type's descenders.
        "@settings_control.#drop_down_options_list": {
            "misc": {"list_item_height": str(LIST_ROW_H)}, "font": _font(18)},
        # The drop-down's own parts (its chosen value, its list's rows) are themed as
        # buttons: they keep the form's type, which does not grow with the window as the
        # app's buttons do (the form's boxes do not).
        "@settings_control.#selected_option": {"font": _font(18)},
        "@settings_control.#drop_down_options_list.button": {"font": _font(18)},
        "#toggle_on": _switch(True),
        "#toggle_off": _switch(False),
        "#pick_on": _pick_on(),
        "@settings_entry": entry,
        "@settings_tab": _button(20, BRASS),
        "@settings_label": {"colours": {"normal_text": TEXT}, "font": _font(18),
                            "misc": {"text_horiz_alignment": "left"}},
        "@settings_line_label": {"colours": {"normal_text": NOTE}, "font": _font(18),
                                 "misc": {"text_horiz_alignment": "right"}},
        "@settings_heading": {"colours": {"normal_text": BRASS}, "font": _font(21, True),
                              "misc": {"text_horiz_alignment": "left"}},
        "@settings_title": {"colours": {"normal_text": BRASS}, "font": _font(28, True),
                            "misc": {"text_horiz_alignment": "left"}},
        "@settings_problem": {"colours": {"normal_text": PROBLEM}, "font": _font(16, True),
                              "misc": {"text_horiz_alignment": "left"}},
        "@settings_note": {"colours": {"normal_text": NOTE}, "font": _font(16),
                           "misc": {"text_horiz_alignment": "left"}},
        "@settings_summary": {"colours": {"normal_text": TEXT}, "font": _font(16),
                              "misc": {"text_horiz_alignment": "left"}},
        "@settings_help": {"colours": {"dark_bg": "#173f29", "normal_text": TEXT,
                                       "normal_border": "#c9a45c"},
                           "font": _font(16),
                           "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "6",
                                    "border_width": "1", "padding": "8,4"}},
    }


def install_theme(manager: pygame_gui.UIManager) -> None:
    """Add the settings blocks to ``manager``'s theme (fonts registered first)."""
    manager.add_font_paths(FONT_NAME, str(FONT_REGULAR), str(FONT_BOLD))
    manager.get_theme().load_theme(theme())
