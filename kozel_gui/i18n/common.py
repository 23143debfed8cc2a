"""Strings shared by every screen."""

STRINGS: dict[str, tuple[str, str]] = {
    "app.title": ("Домино «Козёл»", "Domino «Kozel»"),
    "common.back": ("Назад", "Back"),
    "common.ok": ("Хорошо", "OK"),
    "common.cancel": ("Отмена", "Cancel"),
    "common.yes": ("Да", "Yes"),
    "common.no": ("Нет", "No"),
}
