"""The rules engine of «Домино Козёл»: tiles, rule variants, rounds, scoring, matches.

Standard library only; it never imports pygame.

Glossary (Russian words the game uses):

- кости, камни: the tiles; дубль: a double; пусто-пусто, «мыло»: 0:0.
- базар: the bazaar (boneyard), the face-down tiles not dealt.
- цепь, колбаса: the line of play with its two open ends.
- стук, «стучу»: a knock (pass) by a seat that cannot play.
- вышел, домино: a player went out (played his last tile).
- рыба: a fish, a blocked round; рыбак: the fisherman, who blocked it.
- запомненные очки: remembered points, held until the account opens.
- яйца: eggs, the points of a tied fish carried over to a later round.
- козёл: the goat, the side that reaches the limit and loses the match.
"""

from rules.config import (
    PRESETS,
    BadData,
    Draw,
    FirstLead,
    Fish,
    NextLead,
    NoDoubleLead,
    Rules,
    Scoring,
    ZeroZeroLead,
    find_preset,
)
from rules.hands import hand_value, leaver_rating, mask_value, rating_points
from rules.match import Match, play_match, play_round
from rules.moves import IllegalMove, Move, MoveKind
from rules.names import MAX_NAME
from rules.position import Position
from rules.records import Outcome, OutcomeKind, Placed, Start, Step
from rules.redeal import RedealReason
from rules.round import Round
from rules.scored import scored_seats
from rules.scoring import Entry, EntryKind, Row, RowKind, ScoreSheet, SideRow
from rules.scoring_goat import InstantKind
from rules.tiles import ALL_TILES, Tile
from rules.views import SeatView

__all__ = [
    "ALL_TILES",
    "MAX_NAME",
    "PRESETS",
    "BadData",
    "Draw",
    "Entry",
    "EntryKind",
    "FirstLead",
    "Fish",
    "IllegalMove",
    "InstantKind",
    "Match",
    "Move",
    "MoveKind",
    "NextLead",
    "NoDoubleLead",
    "Outcome",
    "OutcomeKind",
    "Placed",
    "Position",
    "RedealReason",
    "Round",
    "Row",
    "RowKind",
    "Rules",
    "ScoreSheet",
    "Scoring",
    "SeatView",
    "SideRow",
    "Start",
    "Step",
    "Tile",
    "ZeroZeroLead",
    "find_preset",
    "hand_value",
    "leaver_rating",
    "mask_value",
    "play_match",
    "play_round",
    "rating_points",
    "scored_seats",
]
