# Turnaje (/turnaj): vlastní soutěže serveru.
cmd-tournament = turnaj
cmd-tournament-desc = Turnaje serveru: vyřazovací, švýcarský systém, každý s každým, nebo stoly
cmd-tournament-create = založit
cmd-tournament-create-desc = Otevřít tady přihlášky do turnaje
cmd-tournament-status-desc = Pavouk nebo pořadí turnaje
cmd-tournament-leave = odejít
cmd-tournament-leave-desc = Odejít z turnaje (když už běží: odstoupit, rozehranou hru prohraješ)
cmd-tournament-kick = vyřadit
cmd-tournament-kick-desc = Vyřadit člena ze svého turnaje
cmd-tournament-cancel-desc = Zrušit svůj turnaj
cmd-tournament-list = seznam
cmd-tournament-list-desc = Běžící a nedávné turnaje serveru
cmd-tournament-record-desc = Turnaj jako JSON, s číslem každé hry
cmd-opt-tournament = číslo
cmd-opt-tournament-desc = Číslo turnaje (výchozí: nejnovější turnaj serveru)
cmd-opt-format = formát
cmd-opt-format-desc = Vyřazovací, švýcarský systém, každý s každým, nebo stoly (pro hry tří a více hráčů)
cmd-opt-name = název
cmd-opt-name-desc = Název turnaje
cmd-opt-rounds = kola
cmd-opt-rounds-desc = Kolik kol (švýcarský systém a stoly; výchozí: podle počtu hráčů)
cmd-opt-match_to = zápas_do
cmd-opt-match_to-desc = Vrhcáby: každá dvojice hraje zápas do tolika bodů
cmd-opt-seats = místa
cmd-opt-seats-desc = Stoly: počet hráčů u stolu
cmd-opt-final_table = finálový_stůl
cmd-opt-final_table-desc = Stoly: nejlepší hráči se nakonec sejdou u finálového stolu
cmd-opt-tournament_turn-desc = Jak dlouho smí trvat tah; pak ho odehraje počítač (kdo zmešká tři tahy za sebou, prohrává)
cmd-opt-round_time = čas_kola
cmd-opt-round_time-desc = Jak dlouho smí trvat kolo; pak jeho hry dohraje počítač
cmd-opt-starts = začátek
cmd-opt-starts-desc = Turnaj začne sám po této době (výchozí: až pořadatel stiskne Začít)
cmd-opt-away_days = dny_nepřítomnosti
cmd-opt-away_days-desc = Kolik dní nejvýš čas kola počká na hráče na dovolené (/hra dovolená); výchozí 3
cmd-opt-member = člen
cmd-opt-member-desc = Který člen
choice-format-knockout = Vyřazovací
choice-format-swiss = Švýcarský systém
choice-format-round_robin = Každý s každým
choice-format-tables = Stoly

tournament-format_knockout = vyřazovací
tournament-format_swiss = švýcarský systém
tournament-format_round_robin = každý s každým
tournament-format_tables = stoly
tournament-default_name = Turnaj { $game } ({ $format })
tournament-turn_time = Čas na tah { $time }
tournament-round_time = čas kola { $time }
tournament-seats = { $seats ->
    [one] { $seats } hráč u stolu
    [few] { $seats } hráči u stolu
   *[other] { $seats } hráčů u stolu
  }
tournament-match_to = zápasy do { $points ->
    [one] { $points } bodu
   *[other] { $points } bodů
  }
tournament-minutes = { $n ->
    [one] { $n } minuta
    [few] { $n } minuty
   *[other] { $n } minut
  }
tournament-hours = { $n ->
    [one] { $n } hodina
    [few] { $n } hodiny
   *[other] { $n } hodin
  }
tournament-days = { $n ->
    [one] { $n } den
    [few] { $n } dny
   *[other] { $n } dní
  }
tournament-away_cap = na nepřítomné počká nejvýš { $days ->
    [one] { $days } den
    [few] { $days } dny
   *[other] { $days } dní
  }
tournament-starts_at = Začíná { $at }
tournament-starts_by_host = Začne, až { $host } stiskne Začít
tournament-entrants = Přihlášeno: { $n }
tournament-more = …a { $n ->
    [one] { $n } další
    [few] { $n } další
   *[other] { $n } dalších
  }
tournament-round_of = Kolo { $round } z { $rounds }
tournament-played = odehráno { $done } z { $games }
tournament-round_ends = Čas kola vyprší { $at }: pak jeho hry dohraje počítač.
tournament-champion = 🏆🥇 Turnaj vyhrává **{ $name }**!
tournament-withdrew = (odstoupení v { $round }. kole)
tournament-every_game = Všechny hry: řádky kol v kanálu; s čísly: /turnaj záznam { $number }
tournament-bye = 💤 { $name }: volno (počítá se jako výhra)
tournament-bye_word = volno
tournament-table = Stůl { $number }
tournament-your_game = { $players }: vaše hra { $round }. kola turnaje **{ $tournament }** je tady: { $link } · čas na tah { $time }
tournament-list_title = 🏆 Turnaje
tournament-status_signup = přihlášky otevřené
tournament-status_running = běží
tournament-status_finished = skončil
tournament-status_cancelled = zrušen
tournament-bracket = Pavouk turnaje
tournament-standings = Pořadí turnaje
tournament-final = Finále
tournament-semi_final = Semifinále
tournament-quarter_final = Čtvrtfinále
tournament-round = { $round }. kolo
tournament-col_points = B
tournament-col_buchholz = Bh
tournament-col_sonneborn_berger = SB
tournament-col_score = Skóre
tournament-col_wins = V
tournament-final_standings = Konečné pořadí
tournament-removed = { $name } už v turnaji není.
tournament-cancelled = Turnaj je zrušen.
tournament-not_in_thread = Turnaj založ v kanálu: jeho hry tam dostanou vlastní vlákna.
tournament-not_found = Turnaj s tímto číslem na tomto serveru není.
tournament-none = Tento server zatím nemá žádný turnaj: založíš ho příkazem /turnaj založit.
tournament-needs_tables = Tuhle hru nehrají dva: zvol formát stoly.
tournament-two_players = Tuhle hru hrají dva: zvol vyřazovací, švýcarský systém nebo každý s každým (stoly jsou pro hry tří a více hráčů).
tournament-seats_range = U stolu může v této hře sedět od { $low } do { $high } hráčů.
tournament-option_unused = `{ $option }` se na formát ani hru tohoto turnaje nevztahuje: tuhle volbu vynech.
tournament-already_in = V tomhle turnaji už hraješ.
tournament-full = Turnaj je plný (nejvýš { $most ->
    [one] { $most } hráč
    [few] { $most } hráči
   *[other] { $most } hráčů
  }).
tournament-host_only = To může jen pořadatel turnaje.
tournament-started = Přihlášky jsou uzavřené: turnaj už začal.
tournament-over = Tento turnaj už skončil.
tournament-not_in = V tomto turnaji nehraje.
tournament-host_stays = Pořadatel nemůže z přihlášek odejít: turnaj raději zruš.
tournament-too_few = Turnaj potřebuje aspoň { $needed ->
    [one] { $needed } hráče
    [few] { $needed } hráče
   *[other] { $needed } hráčů
  }.
tournament-game_not_cancelled = Turnajová hra se neruší: končí hrou, vzdáním, nebo když vyprší čas kola.
board-forfeited = 🏳️ { $player } prohrává hru: tři zmeškané tahy za sebou.
board-adjudicated = ⚖️ Čas kola vypršel: hru dohrál počítač za všechny.
tournament-legend_buchholz = Bh: Buchholz
tournament-legend_sonneborn_berger = SB: Sonneborn-Berger
tournament-legend_score = Skóre: body z partií
tournament-legend_wins = V: vyhrané partie
