"""Issue 14 #1: a move that leaves no tile of yours for either end, when another keeps two, is
no «хороший ход» even where the coach is not sure of it: it is an inaccuracy, told by the
tiles kept for the ends, with how sure the coach is.

The playtest's position, rebuilt: the ends show 1 and 6; after 1–3 two tiles of the hand fit
(3–4, 3–5), after 1–2 none does.
"""

from __future__ import annotations

from rules import ALL_TILES, Round, Tile, find_preset
from rules.coach.reasons import Why, reason_words
from rules.coach.review import Grade, review_round
from rules.coach.words import summary_lines
from rules.i18n import Gender, Person

KOZEL = find_preset("kozel")
MINE = "1:2 1:3 3:4 3:5 0:4 0:5 4:5"
THEIRS = "1:6 2:2 2:6 6:6 0:6 2:3 1:1"


def _people(seat: int) -> Person:
    return Person.you("Вы", Gender.MALE) if seat == 0 else Person("Бот", Gender.MALE)


def _after(move: str) -> Round:
    hands = [MINE.split(), THEIRS.split()]
    used = {Tile.parse(t) for h in hands for t in h}
    r = Round.from_hands(KOZEL, hands, bazaar=[t for t in ALL_TILES if t not in used], leader=1)
    r = r.play("1:6")
    assert r.to_move == 0 and r.ends == (1, 6)
    return r.play(move)


def test_shutting_yourself_out_is_an_inaccuracy_told_by_the_tiles_for_the_ends() -> None:
    review = review_round(_after("1:2<"), 0)
    (d,) = review.decisions
    fair = d.fair
    best, played = fair.evaluation.best, fair.played
    assert str(best.move) == "1:3<" and played.loss.mean >= 2.5
    assert played.loss.low < 2.5, "the coach is not sure of it: the old rule called it good"
    assert fair.grade is Grade.INACCURACY
    assert fair.reason.why is Why.SUITS and fair.reason.n == 2
    said = {lang: reason_words(lang, fair.reason, _people, unsure=True) for lang in ("ru", "uk", "en")}
    assert said["ru"] == ("После 1–3 у вас остались бы 2 кости к концам, а после 1–2 — ни одной. "
                          "Скорее всего, 1–3 сильнее, но не наверняка.")
    assert said["uk"].startswith("Після 1–3 у вас лишилися б 2 кістки до кінців"), said["uk"]
    assert said["uk"].endswith("Найімовірніше, 1–3 — сильніший хід, але не напевно.")
    assert said["en"].endswith("1–3 is most likely stronger, though not certainly."), said["en"]
    # On the screen the «Лучше: …» line above it says how sure; the reason alone does not.
    assert reason_words("ru", fair.reason, _people) == said["ru"].split(" Скорее")[0]
    assert review.good == 0 and review.worst is d
    assert "Хорошие ходы: 0 из 1 (0%). Неточности: 1. Ошибки: 0." in summary_lines("ru", review)


def test_the_move_that_keeps_tiles_for_the_ends_is_good() -> None:
    (d,) = review_round(_after("1:3<"), 0).decisions
    assert d.fair.grade is Grade.GOOD and d.fair.reason.why is Why.BEST
    assert reason_words("ru", d.fair.reason, _people).startswith("Лучший ход.")
