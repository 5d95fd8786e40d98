"""Every sentence of the banker game in English and Russian, in the shared phrasebook (``zhora_core.words``).

Keys start with ``"banker."``. Seats are ``words.Seat`` values, worded by name when names are given.

>>> from zhora_core import words
>>> words.say("banker.won", "ru", banker=words.Seat(0), total=21)
'место 0: совпадение, банкомёт забирает все ставки, всего 21'
"""

from __future__ import annotations

from .. import words

words.add({
    # --- events ---------------------------------------------------------------------------------------------
    "banker.opened": ("{banker} {banker:holds|hold} the bank and {banker:shuffles|shuffle}: each player stakes 1 "
                      "to {ceiling}",
                      "{banker} {banker:держит|держите} банк и {banker:тасует|тасуете} карты: каждый игрок ставит "
                      "от 1 до {ceiling}"),
    "banker.staked": ("{seat} {seat:stakes|stake} {amount}", "{seat}: ставка {amount}"),
    "banker.turned": ("{banker} {banker:calls|call} {call} and {banker:turns|turn} {card}",
                      "{banker} {banker:называет|называете} «{call}» и {banker:открывает|открываете} {card}"),
    "banker.matched": ("{banker} {banker:calls|call} {call} and {banker:turns|turn} {card}: it matches",
                       "{banker} {banker:называет|называете} «{call}» и {banker:открывает|открываете} {card} — "
                       "совпадение"),
    "banker.won": ("{banker}: a match, the banker takes every stake, {total} in all",
                   "{banker}: совпадение, банкомёт забирает все ставки, всего {total}"),
    "banker.doubled": ("{banker}: the first card is a joker, every player pays twice his stake, {total} in all",
                       "{banker}: первая карта — джокер, каждый игрок платит двойную ставку, всего {total}"),
    "banker.lost": ("no card matched its call: {banker} {banker:pays|pay} every player his stake, {total} in all, "
                    "and the bank passes to {next}",
                    "ни одна карта не совпала с названной: {banker} {banker:платит|платите} каждому игроку его "
                    "ставку, всего "
                    "{total}, и банк переходит к {next:dat}"),
    "banker.drew_for_bank": ("{seat} {seat:draws|draw} {card} for the bank",
                             "{seat} {seat:тянет|тянете} {card}, чтобы определить банкомёта"),
    "banker.tied_for_bank": ("{n} players are tied for the highest card and draw again",
                             "{n} {n:игрок|игрока|игроков} с равной старшей картой тянут ещё раз"),
    "banker.banker_found": ("{seat} drew the highest card and {seat:holds|hold} the bank",
                            "{seat}: старшая карта, это банкомёт"),
    # --- verdicts -------------------------------------------------------------------------------------------
    "banker.over": ("the bank is over", "банк окончен"),
    "banker.not_your_stake": ("it is {to_move}'s turn to stake, not {seat}'s",
                              "сейчас ставит {to_move}, а не {seat}"),
    "banker.banker_no_stake": ("{seat} {seat:holds|hold} the bank: the banker does not stake",
                               "{seat} {seat:держит|держите} банк: банкомёт не ставит"),
    "banker.only_banker": ("only the banker, {banker}, turns the cards", "карты открывает только банкомёт: {banker}"),
    "banker.stake_ok": ("{seat} may stake {amount}: a stake is from 1 to the ceiling, {ceiling}",
                        "{seat} {seat:может|можете} поставить {amount}: ставка от 1 до потолка {ceiling}"),
    "banker.stake_range": ("a stake is from 1 to the ceiling, {ceiling}, not {amount}",
                           "ставка бывает от 1 до потолка {ceiling}, а не {amount}"),
    "banker.stakes_made": ("every stake is made: now the banker turns the cards",
                           "все ставки сделаны: теперь банкомёт открывает карты"),
    "banker.stakes_first": ("the banker turns only after every player has staked",
                            "банкомёт открывает карты только после всех ставок"),
    "banker.turn_ok": ("the banker turns the next card and calls {call}",
                       "банкомёт открывает следующую карту и называет «{call}»"),
    # --- the rule options, as the rule switches name them -----------------------------------------------------
    # --- the heuristic bot's advice -------------------------------------------------------------------------
    "banker.advice_turn": ("the banker's only action is to turn the next card",
                           "у банкомёта один ход: открыть следующую карту"),
    "banker.advice_stake": ("the banker wins about 64 banks in 100 (JB-ODDS): stake the least, {amount}",
                            "банкомёт выигрывает примерно 64 банка из 100 (JB-ODDS): ставить меньше всего, {amount}"),
})
