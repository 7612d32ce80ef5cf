# Zprávy společné všem hrám: hry, tahy, odmítnutí, rámec hrací plochy, žebříčky.

number = { $value }
game-player_counts = { $most } nebo { $last }
seat-computer = 🤖 Počítač { $number }

## Hry a tahy

game-not_found = Tato hra už neexistuje.
game-none_in_channel = V tomto kanálu neběží žádná hra. Založ ji příkazem hrát, např. /kostky hrát.
game-channel_busy = V tomto kanálu už běží hra { $game } ({ $link }). Počkej, až skončí, nebo si založ vlastní hru ve vlákně (`kde: ve vlákně`).
game-over = Tato hra skončila.
game-cancel_forbidden = Hru může zrušit jen zakladatel nebo člen s právem Spravovat server.
game-cancelled = Hra byla zrušena.
game-expired = Hru nikdo včas nespustil; příprava skončila.
turn-not_a_player = V této hře nehraješ. Počkej na další, nebo založ vlastní v jiném kanálu či vlákně.
turn-not_yours = Nejsi na tahu: hraje { $player }.
board-stale = Ta hrací plocha byla zastaralá, nic se nestalo: teď ukazuje hru, jak je.
click-elsewhere = Toto tlačítko nepatří k hrací ploše této hry tady, nic se nestalo.
board-moved = ⏬ Tuhle hrací plochu už nejde aktualizovat (Discord omezuje úpravy starých zpráv): hra pokračuje na nové → { $link }
take_back-rated = Rozhodnutí jde vzít zpět jen v tréninkové hře (se zapnutým trenérem nebo nápovědou): tahle se počítá do ratingu.
skip-own_turn = Přeskočit lze jen tah jiného hráče.
skip-too_early = Na tah je ještě čas: přeskočit ho lze <t:{ $at }:R>.
rules-illegal = Tento tah není dovolen.
error-unexpected = Něco se u nás pokazilo; hra zůstala beze změny. Zkus to prosím znovu.
error-guild_only = Hry se hrají v kanálech serveru.
error-restarting = Bot se restartuje a za pár sekund bude zpět; nic se nezměnilo. Zkus to prosím pak znovu.
error-database = Hru se teď nedaří uložit; nic se nezměnilo. Zkus to prosím za chvíli znovu.
error-too_soon = Na tohle se teď ptáš moc často: zkus to znovu za { $seconds } { $seconds ->
    [one] sekundu
    [few] sekundy
    [many] sekundy
   *[other] sekund
}.

## Nastavení hry

option-bool = { $name } musí být zapnuto, nebo vypnuto.
option-int = { $name } musí být celé číslo.
option-range = { $name } musí být mezi { $minimum } a { $maximum }.
option-choice = { $name } musí být jedno z: { $choices }.
option-unknown = Tato hra nemá nastavení { $name }.

## Rámec hrací plochy

board-turn = Na tahu: { $player }
board-deadline = Tah končí <t:{ $at }:R>
# Whose turn it is and when it ends, on one line (a board whose picture lists the players).
board-turn_until = Na tahu: { $player } · ⏳ <t:{ $at }:R>
board-last = Naposledy
# The end board: a player's rating before → after the game (provisional: from few games).
board-rating = { $player } { $before } → { $after }
board-rating_provisional = { $player } { $before } → { $after } (prozatímní)
board-ratings = 📈 Rating: { $changes }
board-ratings_provisional = Prozatímní: { $games ->
    [one] první hru
    [few] první { $games } hry
   *[other] prvních { $games } her
} se mění rychle.
board-skip = Zahrát za nepřítomného
board-hint_outdated = 💡 ~~Nápověda~~ — už neplatí: hra mezitím pokročila. Novou dostaneš tlačítkem 💡 na hrací ploše.
# Two or more names: "Bob, Eva and Jan".
board-and = { $rest } a { $last }
board-wins = 🏆 **{ $players } { $count ->
    [one] vyhrává
   *[other] vyhrávají
  }** — { $points }
board-points = { $points ->
    [one] { $points } bod
    [few] { $points } body
    [many] { $points } bodu
   *[other] { $points } bodů
  }
board-solo_over = Konec hry: { $score ->
    [one] { $score } bod
    [few] { $score } body
    [many] { $score } bodu
   *[other] { $score } bodů
  }.
board-cancelled = Zrušeno
board-resigned = 🏳️ { $player } vzdává hru.
board-skipped = { $player }: čas vypršel, tah odehrál počítač.
board-rematch = Hrát znovu
board-game_number = č. { $id }

## Žebříček a statistiky

leaderboard-title = Žebříček — { $game }
leaderboard-all_games = všechny hry
leaderboard-empty = Na tomto serveru zatím nikdo žádnou hru nedohrál.
leaderboard-row = **{ $rank }.** { $player } — výhry { $wins }/{ $played }, { $points ->
    [one] { $points } bod
    [few] { $points } body
    [many] { $points } bodu
   *[other] { $points } bodů
  }
leaderboard-figures_row = **{ $rank }.** { $player } — { $value } (prům. body { $points } ÷ prům. pořadí { $place }), { $played ->
    [one] { $played } hra
    [few] { $played } hry
   *[other] { $played } her
  }
stats-title = { $player } na tomto serveru
stats-none = { $player } tu zatím nemá žádnou dohranou hru.
stats-played_won = odehráno { $played } · vyhráno { $won }
stats-row = { $played ->
    [one] { $played } hra
    [few] { $played } hry
   *[other] { $played } her
  }, { $wins ->
    [one] { $wins } výhra
    [few] { $wins } výhry
   *[other] { $wins } výher
  }, { $points ->
    [one] { $points } bod
    [few] { $points } body
    [many] { $points } bodu
   *[other] { $points } bodů
  }
leaderboard-you = ← to jsi ty
leaderboard-sorted = Řazeno podle: { $sort }
leaderboard-practice = 🎓 **Trénink**, mimo rating (pomáhal trenér nebo nápověda): { $players }
leaderboard-practice_player = { $player } { $played ->
    [one] { $played } hra
    [few] { $played } hry
   *[other] { $played } her
  } ({ $wins ->
    [one] { $wins } výhra
    [few] { $wins } výhry
   *[other] { $wins } výher
  })

## Vlastní údaje rodiny her u řádku žebříčku a statistik

stat-best = nejlepší { $value }
stat-average = průměr { $value }
stat-generals = { $value ->
    [one] { $value } generál
    [few] { $value } generálové
    [many] { $value } generála
   *[other] { $value } generálů
  }
stat-quality = kvalita rozhodnutí { $value } % optima
stat-fibs = FIBS { $value }
stat-gammons = { $value ->
    [one] { $value } gammon
    [few] { $value } gammony
    [many] { $value } gammonu
   *[other] { $value } gammonů
  }
stat-backgammons = { $value ->
    [one] { $value } backgammon
    [few] { $value } backgammony
    [many] { $value } backgammonu
   *[other] { $value } backgammonů
  }
stat-error = chybovost { $value }
stat-pr = PR { $value }
stat-practice = trénink: { $played ->
    [one] { $played } hra
    [few] { $played } hry
   *[other] { $played } her
  }, { $wins ->
    [one] { $wins } výhra
    [few] { $wins } výhry
   *[other] { $wins } výher
  }
stat-deals_won = { $value ->
    [one] { $value } vyhraná hra
    [few] { $value } vyhrané hry
    [many] { $value } vyhrané hry
   *[other] { $value } vyhraných her
  }
stat-rating = rating { $value }
stat-rating_provisional = rating { $value } (prozatímní)
leaderboard-solo_row = **{ $rank }.** { $player } — { $played ->
    [one] { $played } hra
    [few] { $played } hry
   *[other] { $played } her
  }, { $points ->
    [one] { $points } přiložená kostka
    [few] { $points } přiložené kostky
    [many] { $points } přiložené kostky
   *[other] { $points } přiložených kostek
  }
stats-solo_row = { $played ->
    [one] { $played } hra
    [few] { $played } hry
   *[other] { $played } her
  }, { $points ->
    [one] { $points } přiložená kostka
    [few] { $points } přiložené kostky
    [many] { $points } přiložené kostky
   *[other] { $points } přiložených kostek
  }

## /stats a tabulka sezony: byly to kostky? Na hru za poslední hodnocené hry rodiny
## (bot/story_stats.py); $family vybírá jednotku
stats-story = 🍀 Štěstí { $luck } ± { $half } · 🎯 rozhodnutí { $cost } · { $family ->
    [backgammon] v hodnotě pozice
   *[other] v bodech
  } na hru ({ $games })
stats-story_luck = 🍀 Štěstí { $luck } ± { $half } · { $family ->
    [backgammon] v hodnotě pozice
   *[other] v bodech
  } na hru ({ $games })
stats-story_last = { $games ->
    [one] poslední hodnocená hra
    [few] poslední { $games } hodnocené hry
   *[other] posledních { $games } hodnocených her
  }
stats-story_season = { $games ->
    [one] { $games } hodnocená hra této sezony
    [few] { $games } hodnocené hry této sezony
   *[other] { $games } hodnocených her této sezony
  }

## Obrázek /stats (jeho čísla jsou i ve zprávě a v popisu obrázku)
stats-picture-rating = Rating po každé hře
stats-picture-games = { $count ->
    [one] { $count } hra
    [few] { $count } hry
   *[other] { $count } her
  }
stats-picture-rating_path = rating { $first } → { $last }
stats-picture-pr = PR ve vrhcábech po každé hře
stats-picture-pr_note = Čím nižší, tím lepší. ○ trénink
stats-picture-pr_path = PR ve vrhcábech { $first } → { $last } (čím nižší, tím lepší)

## Prokazatelně férová náhoda

fair-commitment = 🎲 Férové kostky: závazek { $short } (celý ukáže /hra záznam)
fair-revealed = 🎲 Férové kostky: serverové semínko { $short } odhaleno — každý hod ověří /hra ověřit

record-players = Hráči: { $players }
record-actions = { $count ->
    [one] { $count } akce
    [few] { $count } akce
   *[other] { $count } akcí
  }, z toho náhoda: { $chance } (hody, míchání)
record-unverifiable = Tato hra začala před zavedením férových kostek: její náhodu nelze ověřit.
record-commitment = Závazek: `{ $commitment }`
record-client_seed = Semínko klienta (kliknutí na Začít): `{ $seed }`
record-server_seed = Serverové semínko: `{ $seed }`
record-sealed = Serverové semínko se zveřejní na konci hry; skryté kostky do té doby v záznamu nejsou.
record-challenge = Denní výzva { $day }: `{ $challenge }` (její náhoda je tajemství dne, podle tohoto klíče)
record-day_secret = Tajemství dne: `{ $seed }`
record-sealed_day = Tajemství dne se odhalí o půlnoci, až den skončí: pak /hra ověřit prověří tento pokus.
verify-running = Hra ještě běží: serverové semínko se zveřejní a dá ověřit na jejím konci.
verify-ok = ✔ Souhlasí se závazkem: { $throws ->
    [one] { $throws } hod
    [few] { $throws } hody
   *[other] { $throws } hodů
  } a { $shuffles ->
    [one] { $shuffles } míchání
    [few] { $shuffles } míchání
    [many] { $shuffles } míchání
   *[other] { $shuffles } míchání
  }.
verify-position = ✔ Pozice a kostky dne odpovídají tajemství dne: GNU Backgammon z něj najde tytéž.
verify-position_unchecked = Pozici a kostky dne teď nejde ověřit (engine GNU Backgammonu není k dispozici): zkus /hra ověřit později.
verify-failed = ✘ Záznam neodpovídá svému závazku:
    { $problems }
