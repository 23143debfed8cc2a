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
from rules.coach.words import plain_lines, summary_lines
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
    said = {lang: plain_lines(lang, d, fair, _people) for lang in ("ru", "uk", "en")}
    # The review screen and the command line say the same (one place): the better move with
    # how sure the coach is, then the fact.
    assert said["ru"] == ["Лучше: 1–3 к единице — в среднем вам записали бы на 2 очка меньше, и "
                          "шанс выиграть кон 48% вместо 42%. Скорее всего, так, но не наверняка.",
                          "После 1–3 у вас остались бы 2 кости к концам, а после 1–2 — ни одной."]
    assert said["uk"][1].startswith("Після 1–3 у вас лишилися б 2 кістки до кінців"), said["uk"]
    assert said["uk"][0].endswith("Найімовірніше, так, але не напевно."), said["uk"]
    assert said["en"][0].endswith("Most likely so, though not certain."), said["en"]
    assert reason_words("ru", fair.reason, _people) == said["ru"][1]
    assert review.good == 0 and review.worst is d
    assert "Хорошие ходы: 0 из 1 (0%). Неточности: 1. Ошибки: 0." in summary_lines("ru", review)


def test_the_move_that_keeps_tiles_for_the_ends_is_good() -> None:
    (d,) = review_round(_after("1:3<"), 0).decisions
    assert d.fair.grade is Grade.GOOD and d.fair.reason.why is Why.BEST
    assert reason_words("ru", d.fair.reason, _people).startswith("Лучший ход.")
