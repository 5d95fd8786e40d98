"""Every sentence Georgian Joker says, in English and Russian, registered in the phrasebook at import.

Keys start with ``"joker."``: ``joker.ev.*`` narrate events, ``joker.why.*`` are the engine's verdicts,
``joker.bot.*`` the heuristic bot's advice.

>>> from zhora_core import words
>>> words.say("joker.ev.taken", "ru", who=words.Seat(0), names=["Анна"], n=2)
'Анна берёт взятку (всего 2 взятки)'
"""

from __future__ import annotations

from .. import words

PHRASES = {
    "joker.mode.high": ("high", "старший"),
    "joker.mode.low": ("low", "младший"),
    # events
    "joker.ev.dealt": ("{who} {who:deals|deal} {n} {n:card|cards} each",
                       "{who} {who:сдаёт|сдаёте} по {n} {n:карте|карты|карт}"),
    "joker.ev.turned": ("the turned card {card} makes {suit:name} {suit} trumps",
                        "открытая карта {card}: козырь {suit:name} {suit}"),
    "joker.ev.turned_joker": ("the turned card {card} is a joker: no trumps",
                              "открыт джокер {card}: игра без козыря"),
    "joker.ev.to_name": ("{who} {who:sees|see} the first three cards and {who:names|name} trumps",
                         "{who} {who:смотрит|смотрите} первые три карты и {who:назначает|назначаете} козырь"),
    "joker.ev.named": ("{who} {who:names|name} {suit:name} {suit} trumps",
                       "{who} {who:назначает|назначаете} козырь: {suit:name} {suit}"),
    "joker.ev.named_none": ("{who} {who:names|name} no trumps",
                            "{who} {who:объявляет|объявляете} игру без козыря"),
    "joker.ev.rest": ("the rest of the deal is dealt: {n} {n:card|cards} each",
                      "сдаются остальные карты: по {n} {n:карте|карты|карт}"),
    "joker.ev.bid": ("{who} {who:bids|bid} {n}", "{who} {who:заказывает|заказываете} {n}"),
    "joker.ev.pass": ("{who} {who:passes|pass} (bid 0)", "{who} {who:пасует|пасуете} (заказ 0)"),
    "joker.ev.hook": ("the dealer, {who}, may not bid {n}: the bids would add up to the {total} "
                      "{total:trick|tricks} (the hook)",
                      "сдающий ({who}) не может заказать {n}: сумма заказов сравнялась бы с числом взяток "
                      "({total})"),
    "joker.ev.lead": ("{who} {who:leads|lead} {card}", "{who} {who:заходит|заходите} с {card}"),
    "joker.ev.played": ("{who} {who:plays|play} {card}", "{who} {who:кладёт|кладёте} {card}"),
    "joker.ev.joker_high_lead": ("{who} {who:leads|lead} the joker {card} high: everyone plays his highest "
                                 "{suit:name} {suit}",
                                 "{who} {who:заходит|заходите} джокером {card} по старшим: все кладут старшую "
                                 "масти {suit}"),
    "joker.ev.joker_low_lead": ("{who} {who:leads|lead} the joker {card} low: the lowest card of {suit:name} {suit}",
                                "{who} {who:заходит|заходите} джокером {card} по младшим: младшая карта масти {suit}"),
    "joker.ev.joker_high": ("{who} {who:plays|play} the joker {card} high",
                            "{who} {who:кладёт|кладёте} джокера {card}: старший"),
    "joker.ev.joker_low": ("{who} {who:plays|play} the joker {card} low",
                           "{who} {who:кладёт|кладёте} джокера {card}: младший"),
    "joker.ev.six": ("{who} {who:plays|play} {card} as the plain six",
                     "{who} {who:кладёт|кладёте} {card} простой шестёркой"),
    "joker.ev.taken": ("{who} {who:takes|take} the trick ({n} taken)",
                       "{who} {who:берёт|берёте} взятку (всего {n} {n:взятка|взятки|взяток})"),
    "joker.ev.made": ("{who}: bid {bid}, took {taken}: {points} {points:point|points}",
                      "{who}: заказ {bid}, взято {taken}: {points} {points:очко|очка|очков}"),
    "joker.ev.missed": ("{who}: bid {bid} but took {taken}: {points} {points:point|points}",
                        "{who}: заказ {bid}, а взято {taken}: {points} {points:очко|очка|очков}"),
    "joker.ev.khishti": ("{who}: bid {bid} and no trick: khishti, {points} points",
                         "{who}: заказ {bid}, ни одной взятки: хишти, {points} очков"),
    # verdicts
    "joker.why.over": ("the deal is over", "сдача окончена"),
    "joker.why.not_your_turn": ("it is {to_move:gen} turn, not {seat:gen}",
                                "сейчас очередь {to_move:gen}, а не {seat:gen}"),
    "joker.why.trump_first": ("trumps are named first, by {seat}, left of the dealer",
                              "сначала козырь назначает {seat}, слева от сдающего"),
    "joker.why.trump_not_now": ("trumps are named only in a full deal, before the bids",
                                "козырь назначают только в полной сдаче, до заказов"),
    "joker.why.trump_ok": ("{suit:name} {suit} named trumps after three cards",
                           "козырь {suit} назначен по трём картам"),
    "joker.why.no_trump_ok": ("no trumps may be named", "можно объявить игру без козыря"),
    "joker.why.bid_first": ("the bidding is not over: {seat} {seat:bids|bid} now",
                            "заказы ещё не закончены: сейчас заказ {seat:gen}"),
    "joker.why.bid_over": ("the bidding is over: play a card", "заказы закончены: нужно ходить"),
    "joker.why.bid_range": ("a bid is 0 to {n} tricks, not {bid}", "заказ от 0 до {n}, а не {bid}"),
    "joker.why.hook": ("the dealer may not bid {bid}: the bids would add up to the {n} {n:trick|tricks} (the hook)",
                       "сдающий не может заказать {bid}: сумма заказов сравнялась бы с числом взяток ({n})"),
    "joker.why.bid_ok": ("a bid of {bid} of {n} {n:trick|tricks}", "заказ {bid} из {n}"),
    "joker.why.not_held": ("{card} is not in {seat:gen} hand", "у {seat:gen} нет карты {card}"),
    "joker.why.lead_ok": ("{card} leads the trick: any card may lead", "заход с {card}: заходить можно с любой карты"),
    "joker.why.follow_ok": ("{card} follows {suit:name} {suit}", "{card} — в масть {suit}"),
    "joker.why.trump_in_ok": ("void of {led:name} {led}, {card} trumps",
                              "масти {led} нет, {card} — козырь"),
    "joker.why.discard_ok": ("void of {led:name} {led} and of trumps: {card} may be thrown",
                             "нет ни масти {led}, ни козырей: можно сбросить {card}"),
    "joker.why.revoke": ("{card} revokes: {seat} {seat:holds|hold} {led:name} {led} and must follow",
                         "{card} не в масть: у {seat:gen} есть {led}, нужно ходить в масть"),
    "joker.why.must_trump": ("{card}: void of {led:name} {led}, {seat} must play a trump {trump}",
                             "{card}: масти {led} нет, {seat:dat} нужно бить козырем {trump}"),
    "joker.why.high_demand": ("the joker called the highest {suit:name} {suit}: {seat} must play {best}",
                              "джокер потребовал старшую масти {suit}: {seat:dat} нужно положить {best}"),
    "joker.why.high_ok": ("{card} is the highest {suit:name} {suit} in hand, as the joker demands",
                          "{card} — старшая карта масти {suit} на руке, как требует джокер"),
    "joker.why.high_void_any": ("void of {suit:name} {suit} after a high joker: {card} may be thrown",
                                "масти {suit} нет после джокера по старшим: можно сбросить {card}"),
    "joker.why.joker_lead_ok": ("{card} led {mode}, calling {suit:name} {suit}",
                                "заход джокером {card} ({mode}), масть {suit}"),
    "joker.why.joker_follow_ok": ("{card} declared {mode}: a joker may be played at any time",
                                  "джокер {card} ({mode}): джокером можно ходить в любой момент"),
    "joker.why.lead_needs_suit": ("a joker led high or low names a suit, like '{card} {mode} ♥'",
                                  "заходя джокером, нужно назвать масть, например «{card} {mode} ♥»"),
    "joker.why.follow_no_suit": ("a joker played to another's lead names no suit: '{card} {mode}'",
                                 "джокер на чужой заход масть не называет: «{card} {mode}»"),
    "joker.why.needs_declaration": ("{card} is a joker: declare it high, low or six",
                                    "{card} — джокер: объявите его старшим, младшим или шестёркой"),
    "joker.why.not_a_joker": ("{card} is no joker: play it as it is", "{card} — не джокер: ходите им как есть"),
    "joker.why.strict": ("strict joker: a joker may be led only from a hand of jokers alone",
                         "строгий джокер: заходить джокером можно, только когда на руках одни джокеры"),
    "joker.why.six_off": ("a joker is played as the plain six only under the option joker_as_six",
                          "джокер играется простой шестёркой только в варианте «джокер — шестёрка»"),
    "joker.why.six_void": ("{card} cannot be a six: {seat:gen} lack of {suit:name} {suit} has been shown",
                           "{card} нельзя объявить шестёркой: уже видно, что у {seat:gen} нет масти {suit}"),
    "joker.why.six_ok": ("{card} played as the plain six of {suit:name} {suit}",
                         "{card} — простая шестёрка масти {suit}"),
    # the heuristic bot
    "joker.bot.name_trump": ("names {suit:name} {suit}: the most and strongest of the three cards",
                             "назначает козырь {suit}: больше всего сильных карт этой масти из трёх"),
    "joker.bot.no_trump": ("names no trumps: the three cards favour no suit",
                           "без козыря: три карты не дают сильной масти"),
    "joker.bot.bid": ("bids {n}: counts {n} likely {n:trick|tricks} (trumps, aces, jokers)",
                      "заказывает {n}: рассчитывает на {n} {n:взятку|взятки|взяток} (козыри, тузы, джокеры)"),
    "joker.bot.bid_hook": ("bids {n}: {count} would close the hook", "заказывает {n}: заказ {count} запрещён"),
    "joker.bot.win": ("{card} to take a trick: {n} still needed",
                      "{card}, чтобы взять взятку: нужно ещё {n}"),
    "joker.bot.duck": ("{card} to lose the trick: the bid is made", "{card}, чтобы не брать: заказ выполнен"),
    "joker.bot.spoil": ("{card} to take the trick from {seat}, who still needs tricks",
                        "{card}: отнять взятку у {seat:gen}, которому она нужна"),
    "joker.bot.push": ("{card}: the cheapest card, the trick may go to a player who has his bid",
                       "{card}: самая дешёвая карта, пусть взятку берёт тот, кому она не нужна"),
    "joker.bot.cheap": ("{card}: the cheapest card the rules allow", "{card}: самая дешёвая из допустимых карт"),
    # options
}

words.add(PHRASES)


class Word:
    """A word of the phrasebook as a value: a template writes it in its own language (``{mode}``)."""

    __slots__ = ("key",)

    def __init__(self, key: str) -> None:
        self.key = key

    def label(self, lang: str = "en") -> str:
        return words.say(self.key, lang)

    def __repr__(self) -> str:
        return repr(words.say(self.key, "en"))


#: A joker's declaration as a word of either language.
MODE_WORDS = {"high": Word("joker.mode.high"), "low": Word("joker.mode.low")}
