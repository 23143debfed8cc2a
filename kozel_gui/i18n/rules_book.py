"""Strings of the rule book: one plain sentence per setting of ``rules.Rules``."""

STRINGS: dict[str, tuple[str, str]] = {
    "book.title": ("Правила: {name}", "Rules: {name}"),
    "book.changed": ("{name} (изменённые правила)", "{name} (changed rules)"),
    "book.preset.kozel": ("Козёл", "Kozel"),
    "book.preset.kozel_2x2": ("Козёл 2×2, правила федерации", "Kozel 2×2, federation rules"),
    "book.preset.courtyard": ("Дворовый козёл", "Courtyard Kozel"),
    "book.preset.sea_goat": ("Морской козёл", "Sea goat"),
    "book.preset.classic": ("Классическое домино", "Classic dominoes"),
    "book.preset.sports": ("Спортивное домино", "Sports dominoes"),
    "book.preset.kids": ("Детское домино", "Kids' dominoes"),
    # -- headings
    "book.h.table": ("Кости и стол", "The tiles and the table"),
    "book.h.deal": ("Раздача", "The deal"),
    "book.h.lead": ("Кто начинает", "Who leads"),
    "book.h.play": ("Ход", "A turn"),
    "book.h.end": ("Конец раунда", "The end of a round"),
    "book.h.hand": ("Очки на руках", "Points in hand"),
    "book.h.score": ("Счёт", "The score"),
    "book.h.clock": ("Часы на ход", "Move clocks"),
    "book.h.words": ("Словарь", "Words of the game"),
    # -- the tiles and the table
    "book.set": ("В наборе 28 костей, от пусто-пусто (0:0) до шесть-шесть (6:6); семь из них — "
                 "дубли, с одинаковыми половинками.",
                 "The set has 28 tiles, from blank-blank (0:0) to six-six (6:6); seven of them "
                 "are doubles, with both halves the same."),
    "book.players": ("Играют {players} игрока; ходят по очереди по часовой стрелке.",
                     "{players} players; turns go round clockwise."),
    "book.or": ("или", "or"),
    "book.teams": ("Вчетвером играют пара на пару: партнёры сидят друг напротив друга, очки "
                   "пары считаются вместе.",
                   "Four play as two pairs: partners sit opposite each other and a pair's "
                   "points count together."),
    "book.solo": ("Каждый играет сам за себя.", "Everyone plays for himself."),
    # -- the deal
    "book.hand_by_players": ("Двоим раздают по 7 костей, троим и четверым — по 5.",
                             "Two players get 7 tiles each; three or four get 5 each."),
    "book.hand": ("Костей каждому на руки: {n}.", "Each player is dealt {n} tiles."),
    "book.bazaar": ("Нерозданные кости лежат рубашкой вверх — это базар.",
                    "The tiles not dealt lie face down: that is the bazaar."),
    "book.redeal_doubles": ("Если у кого-то на руках дублей {n} или больше — кости пересдают.",
                            "If anyone holds {n} or more doubles, the tiles are dealt again."),
    "book.redeal_suit": ("Если у кого-то {n} или больше костей с одним и тем же числом — тоже "
                         "пересдача.",
                         "If anyone holds {n} or more tiles carrying the same number, the tiles "
                         "are dealt again too."),
    "book.no_redeal": ("Пересдачи нет: как раздали, так и играют.",
                       "There are no redeals: the hands are played as dealt."),
    # -- who leads
    "book.lead_lowest_double": ("Первый раунд партии начинает тот, у кого дубль 1:1, и ходит им; "
                                "нет его ни у кого — 2:2, потом 3:3 … 6:6, и последним 0:0.",
                                "The first round of a match is led by whoever holds 1:1, with "
                                "that tile; if nobody has it, 2:2, then 3:3 … 6:6, and 0:0 last."),
    "book.lead_highest_double": ("Первый раунд партии начинает тот, у кого 6:6, и ходит им; нет "
                                 "её — 5:5, потом 4:4 … 0:0.",
                                 "The first round of a match is led by whoever holds 6:6, with "
                                 "that tile; if nobody has it, 5:5, then 4:4 … 0:0."),
    "book.lead_draw_lots": ("Первого выбирает жребий: каждый открывает по кости, у кого больше "
                            "очков, тот начинает; потом кости снова мешают и раздают.",
                            "Lots decide the first leader: everyone turns up a tile and the "
                            "highest total leads; then the tiles are shuffled and dealt."),
    "book.no_double_highest": ("Если дублей ни у кого нет, начинают самой крупной костью: 6:5, "
                               "потом 6:4, 5:4 …",
                               "If nobody holds a double, the heaviest tile leads: 6:5, then "
                               "6:4, 5:4 …"),
    "book.no_double_lowest": ("Если дублей ни у кого нет, начинают самой мелкой костью: 0:1, "
                              "потом 0:2, 0:3 …",
                              "If nobody holds a double, the lightest tile leads: 0:1, then "
                              "0:2, 0:3 …"),
    "book.next_winner": ("Следующий раунд начинает любой костью тот, кто вышел; после рыбы — "
                         "рыбак.",
                         "The next round is led, with any tile, by whoever went out; after a "
                         "fish, by the fisherman."),
    "book.next_partner": ("Следующий раунд начинает партнёр того, кто вышел; после рыбы — "
                          "рыбак.",
                          "The next round is led by the partner of whoever went out; after a "
                          "fish, by the fisherman."),
    "book.lead_double": ("Раунд начинают дублем, если он есть у начинающего.",
                         "A round must be led with a double when the leader has one."),
    "book.lead_double_bonus": ("Раунд начинают дублем, если он есть у начинающего (кроме 6:6 и "
                               "0:0: ими начинать можно, но не обязательно).",
                               "A round must be led with a double when the leader has one "
                               "(except 6:6 and 0:0, which may lead but never have to)."),
    # -- a turn
    "book.match_end": ("Кость кладут к одному из двух концов цепи той половинкой, число которой "
                       "совпадает с концом; дубли кладут поперёк.",
                       "A tile goes on one of the two ends of the line, with the half that "
                       "matches that end; doubles lie across."),
    "book.must_play": ("Кто может походить — обязан ходить.", "Whoever can play must play."),
    "book.draw_until": ("Нечем ходить — идут на базар: берут по одной кости, пока не придёт "
                        "подходящая или базар не кончится. Всё взятое остаётся на руках. Если "
                        "ходить всё равно нечем — стучат (пропускают ход).",
                        "With nothing to play you go to the bazaar: draw one tile at a time "
                        "until one fits or the bazaar runs out. Everything drawn stays in the "
                        "hand. If you still cannot play, you knock (pass)."),
    "book.draw_one": ("Нечем ходить — берут с базара одну кость: подошла — ходят ею, нет — "
                      "стучат (пропускают ход).",
                      "With nothing to play you draw one tile from the bazaar: play it if it "
                      "fits, otherwise knock (pass)."),
    "book.draw_none": ("С базара не берут: нечем ходить — стучат (пропускают ход).",
                       "Nobody draws from the bazaar: with nothing to play you knock (pass)."),
    "book.reserve": ("Последние кости базара не берёт никто; их всегда остаётся: {n}.",
                     "Tiles that always stay in the bazaar, never drawn: {n}."),
    "book.both_ends": ("За один ход можно положить два дубля, по одному на каждый конец, если "
                       "концы разные.",
                       "One move may place two doubles, one on each end, when the ends differ."),
    # -- the end of a round
    "book.out": ("Кто выложил последнюю кость — вышел, раунд окончен.",
                 "Whoever plays his last tile has gone out and the round is over."),
    "book.fish": ("Рыба: оба конца цепи показывают одно число, и все кости с этим числом уже на "
                  "столе — ходить больше некому. Кто положил эту кость — рыбак. Раунд окончен "
                  "и тогда, когда все по кругу стучат.",
                  "A fish: both ends show the same number and every tile carrying it is on the "
                  "table, so nobody can play. Whoever placed that tile is the fisherman. A "
                  "round also ends when everyone knocks in turn."),
    # -- points in hand
    "book.pips": ("Кость на руках стоит сумму своих очков.",
                  "A tile left in hand is worth the sum of its pips."),
    "book.team_pips": ("Очки партнёров складываются.", "Partners' points are added together."),
    "book.zero_alone": ("Одна-единственная 0:0 на руках стоит {n}.",
                        "A hand of nothing but 0:0 is worth {n}."),
    "book.zero_value": ("0:0 вместе с другими костями стоит {n}.",
                        "0:0 among other tiles is worth {n}."),
    "book.six_alone": ("Одна-единственная 6:6 на руках стоит {n}.",
                       "A hand of nothing but 6:6 is worth {n}."),
    "book.zero_six": ("Ровно 0:0 и 6:6 на руках — {n}.", "A hand of exactly 0:0 and 6:6 is worth {n}."),
    # -- the score: goat
    "book.goat": ("Очки — это плохо. После раунда проигравшие записывают очки своих рук. Кто "
                  "первым наберёт {n}, тот козёл и проиграл партию; все остальные выиграли.",
                  "Points are bad. After a round the losers write down the points in their "
                  "hands. Whoever first reaches {n} is the goat and loses the match; everyone "
                  "else has won."),
    "book.goat_out": ("Вышедший ничего не пишет.", "Whoever went out writes nothing."),
    "book.goat_out_team": ("Пара вышедшего ничего не пишет; соперники пишут очки обеих рук.",
                           "The pair of whoever went out writes nothing; the opponents write "
                           "both their hands."),
    "book.open": ("Правило {n}: пока счёт не открыт, раунд дешевле {n} очков не записывают, а "
                  "запоминают (жёлтым, с плюсом). Раунд на {n} и больше открывает счёт: "
                  "пишут его вместе со всем запомненным, и дальше пишут всё сразу. Кто "
                  "вышел — его запомненное сгорает.",
                  "The rule of {n}: until an account is open, a round worth less than {n} is "
                  "not written but remembered (in yellow, with a plus). A round worth {n} or "
                  "more opens it: it is written with everything remembered, and from then on "
                  "every point is written at once. Going out wipes your remembered points."),
    "book.no_open": ("Все очки записывают сразу.", "Every point is written at once."),
    "book.fish_each": ("Рыба «на всех»: каждый пишет свои очки, как после обычного раунда.",
                       "A fish «on everyone»: each writes his own points, as after any round."),
    "book.fish_carry": ("Если больше всех очков сразу у двоих или больше, никто не пишет: вся "
                        "сумма уходит «яйцами» тому, кто больше всех запишет в следующих "
                        "раундах.",
                        "If two or more share the largest hand, nobody writes: the whole sum "
                        "is carried as «eggs» to whoever writes the most in a later round."),
    "book.fish_max": ("Рыба «на одного»: у кого на руках больше всех, тот пишет сумму всех рук; "
                      "у остальных запомненное сгорает. Ничья за наибольшее — вся сумма уходит "
                      "«яйцами» тому, кто больше всех запишет в следующем раунде.",
                      "A fish «on one»: whoever holds the most writes the sum of all hands; "
                      "everyone else's remembered points are wiped. A tie for the most carries "
                      "the whole sum as «eggs» to whoever writes the most next round."),
    "book.fish_team": ("Рыба: пара с большей суммой пишет все очки; при равенстве очки уходят "
                       "«яйцами» в следующий раунд.",
                       "A fish: the pair with the larger sum writes all the points; equal sums "
                       "carry them as «eggs» to the next round."),
    "book.fish_full": ("Рыба полная: всегда пишет проигравшая пара.",
                       "A full fish: the losing pair always writes."),
    "book.fish_not_full": ("Если рыбу выиграла пара рыбака, соперники пишут только свои очки; "
                           "если проиграла — все очки пишет пара рыбака.",
                           "If the fisherman's pair wins the fish, the opponents write only "
                           "their own points; if it loses, the fisherman's pair writes them all."),
    "book.bonuses": ("Премии за дубли: раунд, начатый с 6:6, добавляет проигравшим 50, с 0:0 — "
                     "25; выход на 6:6 — ещё 50, на 0:0 — 25.",
                     "Double bonuses: a round led with 6:6 adds 50 to the losers, with 0:0 "
                     "adds 25; going out with 6:6 adds 50 more, with 0:0 25."),
    "book.hundred": ("Ход на сто: кто первым открыл счёт, может начать раунд с 6:6. Вышел в этом "
                     "раунде — выиграл партию; остался с 25 очками и больше — проиграл её.",
                     "The hundred move: whoever opened an account first may lead a round with "
                     "6:6. Going out in that round wins the match; ending it with 25 or more "
                     "in hand loses it."),
    "book.bald": ("Выход на 0:0 сразу выигрывает партию: все остальные — «лысые козлы».",
                  "Going out with 0:0 wins the match at once: everyone else is a «bald goat»."),
    "book.six_out": ("Выход на 6:6 сразу выигрывает партию, если у кого-то из проигравших больше "
                     "25 очков.",
                     "Going out with 6:6 wins the match at once if some loser holds more "
                     "than 25."),
    # -- the score: points are good
    "book.points": ("Очки — это хорошо. Кто первым наберёт {n}, тот выиграл; если лучших "
                    "поровну, играют ещё раунд.",
                    "Points are good. The first to reach {n} wins; if the best totals are "
                    "equal, another round is played."),
    "book.points_out": ("Кто вышел, записывает себе сумму очков на руках у остальных.",
                        "Whoever goes out writes the sum of everyone else's hands."),
    "book.points_out_team": ("Пара вышедшего записывает сумму всех костей, оставшихся на руках, "
                             "включая руку партнёра.",
                             "The pair of whoever went out writes the sum of every tile left "
                             "in hands, the partner's included."),
    "book.fish_lowest": ("Рыба: выигрывает тот, у кого меньше всех очков, и пишет разницу между "
                         "суммой остальных и своей. Ничья — никто не пишет.",
                         "A fish: whoever holds the fewest points wins it and writes the others' "
                         "total minus his own. A tie: nobody writes."),
    "book.fish_pair": ("Рыба: пара с меньшей суммой пишет сумму всех рук; равные суммы — ничья.",
                       "A fish: the pair with the smaller sum writes the sum of all hands; "
                       "equal sums: a draw."),
    # -- the score: round wins
    "book.wins": ("Считают выигранные раунды: кто вышел, выиграл раунд. Кто первым выиграет {n} "
                  "раундов — победитель.",
                  "Round wins count: whoever goes out wins the round. The first to win {n} "
                  "rounds is the winner."),
    "book.fish_fewest": ("Рыбу выигрывает тот, у кого меньше всех очков на руках; ничья — никто.",
                         "A fish is won by whoever holds the fewest points; a tie: nobody."),
    # -- move clocks
    "book.clock": ("На ход даётся {one} с, когда возможен один ход; {many} с, когда ходов "
                   "несколько; {fish} с, когда ход делает рыбу.",
                   "A move gets {one} s when only one is possible, {many} s when there are "
                   "several, and {fish} s when a move would make a fish."),
    "book.clock_penalty": ("Время вышло — ход делается сам. В первый раз это предупреждение, "
                           "дальше — штраф {n} очков.",
                           "When time runs out the move is made for you. The first time is a "
                           "warning; after that it costs {n} points."),
    # -- words
    "book.w.bazaar": ("<b>Базар</b> — нерозданные кости рубашкой вверх.",
                      "<b>Bazaar</b> (базар): the face-down tiles not dealt."),
    "book.w.line": ("<b>Цепь</b>, «колбаса» — выложенные кости с двумя открытыми концами.",
                    "<b>Line</b> (цепь, «колбаса»): the tiles played, with two open ends."),
    "book.w.double": ("<b>Дубль</b> — кость с одинаковыми половинками; 0:0 — «мыло».",
                      "<b>Double</b> (дубль): a tile with equal halves; 0:0 is «soap» (мыло)."),
    "book.w.knock": ("<b>Стук</b> — пропуск хода, когда ходить нечем.",
                     "<b>Knock</b> (стук): passing when you cannot play."),
    "book.w.out": ("<b>Вышел</b>, «домино» — выложил последнюю кость.",
                   "<b>Out</b> (вышел, «домино»): played the last tile."),
    "book.w.fish": ("<b>Рыба</b> — ходить некому; <b>рыбак</b> — кто её сделал.",
                    "<b>Fish</b> (рыба): nobody can play; the <b>fisherman</b> (рыбак) made it."),
    "book.w.remembered": ("<b>Запомненные очки</b> — очки, ждущие открытия счёта.",
                          "<b>Remembered points</b> (запомненные): points waiting for the "
                          "account to open."),
    "book.w.eggs": ("<b>Яйца</b> — очки ничейной рыбы, перенесённые в следующий раунд.",
                    "<b>Eggs</b> (яйца): the points of a tied fish, carried to a later round."),
    "book.w.goat": ("<b>Козёл</b> — кто первым набрал предел очков и проиграл.",
                    "<b>Goat</b> (козёл): whoever reached the limit first and lost."),
}
