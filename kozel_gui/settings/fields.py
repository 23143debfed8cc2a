"""Every field of ``rules.Rules`` as the rules editor shows it: group, control, range, texts.

Labels and help texts come in Russian and English; the help quotes the rule
book (RULES.md) in plain words, so a player knows exactly what a switch does.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Literal

from rules import Draw, FirstLead, Fish, NextLead, NoDoubleLead, Rules, Scoring, ZeroZeroLead

__all__ = [
    "FIELDS", "GROUPS", "FieldSpec", "choice_label", "field_spec", "format_value", "group_label",
]

Kind = Literal["bool", "choice", "int", "optional_int", "players"]
Text = tuple[str, str]

GROUPS: dict[str, Text] = {
    "players": ("Игроки и команды", "Players and teams"),
    "deal": ("Сдача и базар", "Deal and bazaar"),
    "leads": ("Заход", "Leads"),
    "play": ("Игра", "Play"),
    "end": ("Конец кона и рыба", "End of round and fish"),
    "scoring": ("Счёт", "Scoring"),
    "sea": ("Морской козёл", "Sea goat"),
    "clocks": ("Часы на ход", "Move clocks"),
}
"""Groups of the rules editor in the order shown: key -> (ru, en)."""


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """How one ``Rules`` field is edited and explained."""

    name: str
    group: str
    kind: Kind
    label: Text
    help: Text
    choices: tuple[Any, ...] = ()
    lo: int = 0
    hi: int = 999

    def text(self, lang: str) -> tuple[str, str]:
        """(label, help) in ``lang``."""
        i = 0 if lang == "ru" else 1
        return self.label[i], self.help[i]


def _f(name: str, group: str, kind: Kind, label: Text, help_: Text, *,
       choices: tuple[Any, ...] = (), lo: int = 0, hi: int = 999) -> FieldSpec:
    return FieldSpec(name, group, kind, label, help_, choices, lo, hi)


_HAND_CHOICES: tuple[Any, ...] = ("by_players", *range(1, 15))

FIELDS: tuple[FieldSpec, ...] = (
    _f("players_allowed", "players", "players", ("Число игроков", "Number of players"), (
        "За столом от 2 до 4 игроков, ходят по часовой стрелке. Отметьте, при каком числе играют этот вариант.",
        "From 2 to 4 players, turns go clockwise. Tick the numbers of players this variant is played by.")),
    _f("teams", "players", "bool", ("Команды 2 на 2", "Teams of 2 x 2"), (
        "Вчетвером партнёры сидят друг напротив друга и играют двумя командами; очки команды — обе руки вместе. Нужны 4 игрока.",
        "With 4 players, partners sit opposite each other and play as two teams; a team's points are both hands together. Needs 4 players.")),
    _f("hand_size", "deal", "choice", ("Костей на руки", "Tiles dealt"), (
        "Сколько костей сдают каждому. В «Козле» 7 при любом числе игроков; в классике 7 двоим и 5 троим или четверым.",
        "Tiles dealt to each player. Kozel deals 7 whatever the number of players; classic deals 7 to two and 5 to three or four."),
       choices=_HAND_CHOICES),
    _f("redeal_doubles", "deal", "int", ("Пересдача: дублей", "Redeal: doubles"), (
        "Пересдача, если у кого-то на руках столько дублей или больше («Козёл»: 5). 0 — не пересдавать.",
        "Redeal when any hand has this many doubles or more (Kozel: 5). 0 switches it off."), hi=7),
    _f("redeal_same_suit", "deal", "int", ("Пересдача: одной масти", "Redeal: one number"), (
        "Пересдача, если у кого-то столько костей или больше с одним числом («Козёл»: 6). 0 — не пересдавать.",
        "Redeal when any hand has this many tiles carrying one number or more (Kozel: 6). 0 switches it off."), hi=7),
    _f("bazaar_reserve", "deal", "int", ("Неприкосновенный базар", "Bazaar reserve"), (
        "Сколько последних костей базара никто никогда не берёт (дворовое правило «последняя кость остаётся на базаре» = 1).",
        "Tiles at the end of the bazaar nobody may ever draw (the courtyard rule 'the last tile stays in the bazaar' = 1)."), hi=14),
    _f("first_lead", "leads", "choice", ("Первый заход матча", "First lead of the match"), (
        "«Козёл»: ходит тот, у кого 1-1, и именно им; иначе 2-2 … 6-6, последним 0-0 («мыло»). Классика: с 6-6 вниз. Спорт: каждый тянет кость, ходит старшая.",
        "Kozel: whoever holds 1-1 leads with it; else 2-2 ... 6-6, then 0-0 ('soap'). Classic: from 6-6 down. Sports: each draws a tile, the highest leads."),
       choices=tuple(FirstLead)),
    _f("no_double_lead", "leads", "choice", ("Если дублей нет", "When nobody has a double"), (
        "Если ни у кого нет дублей: заходит самая тяжёлая кость (5-6, 4-6, 4-5 …) или, как в некоторых комнатах, самая лёгкая (0-1, 0-2 …).",
        "When no hand holds a double: the tile with the highest total leads (5-6, 4-6, 4-5 ...) or, as some rooms play, the lowest (0-1, 0-2 ...)."),
       choices=tuple(NoDoubleLead)),
    _f("zero_zero_lead", "leads", "choice", ("Заход с 0-0", "Leading 0-0"), (
        "Можно ли заходить с пусто-пусто. Запрещено: 0-0 не ищут при первом заходе (1-1 … 6-6, потом правило без дублей) и ею никогда не заходят.",
        "Whether 0-0 may be led. Forbidden: 0-0 is skipped when the first lead is sought (1-1 ... 6-6, then the no-double rule) and is never led."),
       choices=tuple(ZeroZeroLead)),
    _f("next_lead", "leads", "choice", ("Заход в следующих конах", "Lead of later rounds"), (
        "Кто вышел или сделал рыбу, тот и заходит любой костью; в командной игре федерации — партнёр победителя. После рыбы всегда заходит рыбак.",
        "Whoever went out or made the fish leads with any tile; federation team play uses the winner's partner. After a fish the fisherman always leads."),
       choices=tuple(NextLead)),
    _f("lead_must_be_double", "leads", "bool", ("Заход только дублем", "Lead with a double"), (
        "Заход в кону должен быть дублем, если у заходящего он есть.",
        "A round's lead must be a double when the leader has one.")),
    _f("draw", "play", "choice", ("Базар", "Going to the bazaar"), (
        "Нечем ходить — идёт на базар: «Козёл» берёт по одной, пока не придёт подходящая, все взятые остаются в руке; или берёт одну; или не берёт вовсе. Потом, если нечем, стучит.",
        "A player who cannot play goes to the bazaar: Kozel draws one at a time until a playable tile comes, keeping them all; or draws one; or never draws. Then, if still unable, knocks."),
       choices=tuple(Draw)),
    _f("double_both_ends", "play", "bool", ("Два дубля за ход", "Two doubles in one move"), (
        "Можно за один ход положить два дубля, по одному на каждый конец (морской козёл); всегда по желанию.",
        "Two doubles may be played in one move, one on each end (sea goat); always optional.")),
    _f("no_double_last", "play", "bool", ("Дублем не выходят", "No going out on a double"), (
        "Дубль не может быть последним камнем: у кого остался один дубль, тот берёт с базара или стучит; если застряли все, это рыба.",
        "A double cannot be the last tile: a player left with only a double draws or knocks; if everyone is stuck, it is a fish.")),
    _f("fish", "end", "choice", ("Счёт рыбы", "Fish scoring"), (
        "Рыба — игра заперта. «На всех»: каждый пишет свои очки. «На одного»: у кого больше всех, пишет всё; при равенстве очки уходят «яйцами» в следующий кон. В очковых вариантах выигрывает меньшая сумма.",
        "A fish is a blocked game. 'Each': everyone writes his own points. 'Max takes all': the most points write the sum of all hands; a tie carries it as eggs. In points-good variants the smaller sum wins."),
       choices=tuple(Fish)),
    _f("fish_full", "end", "bool", ("Рыба полная", "Full fish"), (
        "Для команд, где бо́льшая сумма пишет всё: проигравшая команда пишет все очки. Выключено: если команда рыбака выиграла, соперники пишут только свои.",
        "For teams where the larger sum takes all: the losing team writes all points. Off: if the fisherman's team won, the opponents write only their own.")),
    _f("fish_ties_carry", "end", "bool", ("Ничья в рыбе — яйца", "Tied fish carries eggs"), (
        "Дворовое правило: если в рыбе у двоих и больше поровну наибольшая сумма, никто не пишет, а сумма всех рук переходит «яйцами» дальше.",
        "Courtyard rule: when two or more share the largest total in a fish, nobody writes and the sum of all hands is carried over as eggs.")),
    _f("scoring", "scoring", "choice", ("Что значат очки", "What points mean"), (
        "«Козёл»: очки плохие, кто набрал предел — козёл. Классика и спорт: очки хорошие, первый до цели выигрывает. Детское: считаются выигранные коны.",
        "Kozel: points are bad, whoever reaches the limit is the goat. Classic and sports: points are good, first to the target wins. Kids: rounds won count."),
       choices=tuple(Scoring)),
    _f("open_at", "scoring", "int", ("Открытие счёта («13»)", "Opening the account ('13')"), (
        "Правило 13: пока счёт не открыт, кон меньше этого числа не пишут, а запоминают; кон на это число или больше открывает счёт вместе с запомненными. Вышел — запомненные сгорают. 0 — правило выключено.",
        "The rule of 13: until a side's account is open, a round worth less is not written but remembered; a round worth this much or more opens it, with everything remembered. Going out wipes them. 0 switches it off."),
       hi=200),
    _f("goat_at", "scoring", "int", ("Козёл при", "Goat at"), (
        "Кто первым наберёт столько очков, тот козёл и проиграл (101; во дворах 125; бывает 100, 300, 500).",
        "The first side to reach this many points is the goat and loses (101; some yards 125; also 100, 300, 500)."), lo=1, hi=1000),
    _f("target", "scoring", "int", ("Играем до", "Play up to"), (
        "Когда очки хорошие: первый, кто наберёт столько, выиграл (классика 100, спорт 200). Детское: число выигранных конов.",
        "When points are good: the first to reach this wins (classic 100, sports 200). Kids: rounds won."), lo=1, hi=1000),
    _f("zero_zero_alone", "scoring", "int", ("Одна 0-0 на руках", "0-0 alone in hand"), (
        "Сколько стоит рука, где осталась только 0-0 («Козёл» онлайн: 10; морской: 25; простой счёт: 0).",
        "Value of a hand holding only 0-0 (Kozel online: 10; sea goat: 25; plain count: 0)."), hi=100),
    _f("zero_zero_value", "scoring", "int", ("0-0 с другими костями", "0-0 with other tiles"), (
        "Сколько стоит 0-0 в руке вместе с другими костями (классика: 25; «Козёл»: 0).",
        "Value of 0-0 in a hand with other tiles (classic: 25; Kozel: 0)."), hi=100),
    _f("six_six_alone", "scoring", "int", ("Одна 6-6 на руках", "6-6 alone in hand"), (
        "Сколько стоит рука, где осталась только 6-6 (морской козёл и федерация: 50; просто: 12).",
        "Value of a hand holding only 6-6 (sea goat and federation: 50; plain: 12)."), hi=100),
    _f("zero_and_six_alone", "scoring", "optional_int", ("Только 0-0 и 6-6", "Only 0-0 and 6-6"), (
        "Рука ровно из 0-0 и 6-6 (морской козёл: 75). Пусто — считать как обычно.",
        "A hand of exactly 0-0 and 6-6 (sea goat: 75). Empty: count as usual."), hi=200),
    _f("double_bonuses", "scoring", "bool", ("Премии за дубли", "Double bonuses"), (
        "Заход 6-6 добавляет проигравшим 50, заход 0-0 — 25; выход на 6-6 — 50, на 0-0 — 25 (правило федерации).",
        "Leading with 6-6 adds 50 to the losers, with 0-0 adds 25; going out with 6-6 adds 50, with 0-0 adds 25 (federation rule).")),
    _f("hundred_move", "sea", "bool", ("Ход на сто", "Hundred move"), (
        "Кто открыл счёт и держит 6-6, может зайти с неё: вышел — выиграл матч; остался с 25 и больше — проиграл матч.",
        "A side with an open account holding 6-6 may lead with it: going out wins the match; ending the round with 25 or more loses it.")),
    _f("bald_goat", "sea", "bool", ("Лысый козёл", "Bald goat"), (
        "Выход на 0-0 сразу выигрывает матч, все остальные — «лысые козлы».",
        "Going out with 0-0 wins the match at once; everyone else is the bald goat.")),
    _f("six_six_out_wins", "sea", "bool", ("Выход на 6-6", "Going out with 6-6"), (
        "Выход на 6-6 сразу выигрывает матч, если у кого-то из проигравших больше 25.",
        "Going out with 6-6 wins the match at once if some loser holds more than 25.")),
    _f("move_clock", "clocks", "bool", ("Часы на ход", "Move clock"), (
        "Спортивные часы: на ход даётся время; кто не успел, за того ходят, первый раз — предупреждение, потом штраф.",
        "Sports clocks: each move is timed; when time runs out the move is made for the player, first a warning, then a penalty.")),
    _f("clock_one", "clocks", "int", ("Один возможный ход, с", "One possible move, s"), (
        "Секунд на ход, когда возможен ровно один ход (спорт: 5).",
        "Seconds for a move when exactly one move is possible (sports: 5)."), lo=1, hi=600),
    _f("clock_many", "clocks", "int", ("Несколько ходов, с", "Several moves, s"), (
        "Секунд на ход, когда возможных ходов несколько (спорт: 20).",
        "Seconds for a move when several moves are possible (sports: 20)."), lo=1, hi=600),
    _f("clock_fish", "clocks", "int", ("Ход на рыбу, с", "A fish move, s"), (
        "Секунд, когда ход может закончить кон рыбой (спорт: 60).",
        "Seconds when a move would end the round with a fish (sports: 60)."), lo=1, hi=600),
    _f("match_minutes", "clocks", "int", ("Время матча, мин", "Match time, min"), (
        "Спорт: когда время вышло, матч кончается после этого кона, выигрывает больший счёт; при равенстве играют ещё кон. 0 — без ограничения.",
        "Sports: when the time is up, the match ends after that round and the higher total wins; a tie plays one more round. 0: no limit."), hi=300),
    _f("clock_penalty", "clocks", "int", ("Штраф за время", "Time penalty"), (
        "Сколько очков снимают со стороны за каждое опоздание после первого предупреждения (10).",
        "Points deducted from a side for each time-out after the first warning (10)."), hi=100),
)
"""Every editable field (all of ``Rules`` except its name), in display order."""

_CHOICES: dict[str, Text] = {
    "by_players": ("7 / 5 по числу игроков", "7 / 5 by players"),
    "lowest_double": ("младший дубль (1-1 … 0-0)", "lowest double (1-1 ... 0-0)"),
    "highest_double": ("старший дубль (6-6 вниз)", "highest double (6-6 down)"),
    "draw_lots": ("жребий", "draw lots"),
    "highest": ("самая тяжёлая кость", "highest tile"),
    "lowest": ("самая лёгкая кость", "lowest tile"),
    "winner": ("победитель", "the winner"),
    "winner_partner": ("партнёр победителя", "the winner's partner"),
    "until_playable": ("пока не придёт", "until playable"),
    "one": ("одну кость", "one tile"),
    "none": ("не брать", "never"),
    "each": ("на всех", "each writes"),
    "max_takes_all": ("на одного", "max takes all"),
    "team_larger_takes_all": ("бо́льшая команда пишет всё", "larger team takes all"),
    "lowest_wins_difference": ("меньший пишет разницу", "lowest wins the difference"),
    "lowest_wins_others": ("меньший пишет очки остальных", "lowest wins the others' points"),
    "allowed": ("можно", "allowed"),
    "forbidden": ("нельзя", "forbidden"),
    "smaller_pair_wins_all": ("меньшая пара пишет всё", "smaller pair wins all"),
    "fewest_wins": ("меньше очков — выиграл кон", "fewest points win"),
    "goat": ("плохие: козёл", "bad: the goat"),
    "points": ("хорошие: до цели", "good: to the target"),
    "wins": ("выигранные коны", "rounds won"),
}

_BY_NAME = {spec.name: spec for spec in FIELDS}
assert set(_BY_NAME) == {f.name for f in fields(Rules)} - {"name"}, "a Rules field has no editor"


def field_spec(name: str) -> FieldSpec:
    """The spec of the field called ``name``."""
    return _BY_NAME[name]


def choice_label(value: Any, lang: str) -> str:
    """How a choice value is shown (``7`` -> ``"7"``, ``"each"`` -> ``"на всех"``)."""
    if isinstance(value, int):
        return str(value)
    pair = _CHOICES.get(str(value))
    if pair is None:
        return str(value)
    return pair[0] if lang == "ru" else pair[1]


def group_label(group: str, lang: str) -> str:
    """The heading of a group."""
    pair = GROUPS[group]
    return pair[0] if lang == "ru" else pair[1]


def format_value(value: Any, lang: str) -> str:
    """A field value in words: ``True`` -> ``"да"``, ``(2, 4)`` -> ``"2, 4"``, ``None`` -> ``"—"``."""
    if isinstance(value, bool):
        return ("да" if value else "нет") if lang == "ru" else ("on" if value else "off")
    if value is None:
        return "—"
    if isinstance(value, tuple):
        return ", ".join(map(str, value))
    return choice_label(value, lang)
