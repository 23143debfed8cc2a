"""Strings of kids' mode: few words, for the grown-up who sits beside the child."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    "kids.title": ("Детское домино", "Kids' domino"),
    "kids.level1": ("Что подходит?", "Which one fits?"),
    "kids.level2": ("Маленькая игра", "A little game"),
    "kids.level3": ("Настоящая игра", "A real game"),
    "kids.free": ("Играть", "Play"),
    "kids.pictures": ("Картинки", "Pictures"),
    "kids.hold_to_exit": ("Подержите, чтобы выйти", "Hold to leave"),
    "kids.child": ("Я", "Me"),
    "kids.bunny": ("Зайка", "Bunny"),
    "kids.bear": ("Мишка", "Teddy"),
    "kids.kitten": ("Котик", "Kitty"),
    "kids.save_failed": ("Не удалось сохранить успехи: {reason}", "Progress not saved: {reason}"),
}
