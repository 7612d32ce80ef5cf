# Denní výzva (/denní): stejné kostky pro všechny, každý den.
cmd-daily = denní
cmd-daily-desc = Dnešní výzvy: stejné kostky pro všechny, pak dokonalá hra na těch tvých
cmd-opt-challenge = výzva
cmd-opt-challenge-desc = Rovnou do jedné z dnešních výzev
rules-daily_choice = Denní výzva

daily-title = Denní výzva · { $day }
daily-intro = Stejné kostky pro všechny, každý jeden pokus; pak dokonalá hra přesně na těch tvých. Nové výzvy <t:{ $at }:R>.
daily-day = { $day }
daily-not_played = Zatím nehráno
daily-in_progress = ⏳ Rozehráno
daily-closed = Uzavřeno před dohráním
daily-boards = 🏆 Dnešní žebříčky…
daily-streak = 🔥 Série: { $current ->
    [one] { $current } den
    [few] { $current } dny
   *[other] { $current } dní
  } v řadě · nejlepší { $longest ->
    [one] { $longest } den
    [few] { $longest } dny
   *[other] { $longest } dní
  }
daily-commitment = 🔒 Závazek daný předem: `{ $commitment }`
daily-challenge_backgammon = Pozice dne
daily-board_title = 📅 { $game }
daily-fair = 🔒 Dnes { $family ->
    [domino] stejné rozdání
    [backgammon] stejná pozice
   *[other] stejné kostky
} pro všechny: závazek { $short }, odhalí se o půlnoci (pak /hra ověřit { $number })
daily-result = Skóre **{ $score }** · dokonalá hra **{ $perfect }** · **{ $percent } %**
daily-result_computer = Skóre **{ $score }** · počítač na tvých kostkách **{ $perfect }** · **{ $percent } %**
daily-short = **{ $score }** · { $percent } %
daily-result_loss = Ztráta proti nejlepšímu tahu: **{ $loss }** hry (0 = nejlepší tah)
daily-short_loss = ztráta **{ $loss }**
daily-flawless = ✨ Žádné rozhodnutí nic nestálo: dokonalá hra.
daily-boards_button = Žebříčky
daily-share = Sdílet
daily-boards_title = Dnešní žebříčky · { $challenge }
daily-board_here = Tento server
daily-board_everyone = Všichni
daily-board_empty = Zatím ji nikdo nedohrál.
daily-your_place = Ty: { $place }. z { $count }
daily-share_title = Denní výzva · { $challenge }
daily-share_by = { $player } · { $day }
daily-share_streak = 🔥 { $days ->
    [one] { $days } den
    [few] { $days } dny
   *[other] { $days } dní
  } v řadě
daily-played = Tuhle výzvu máš dnes už za sebou: jeden pokus denně. Výsledek najdeš v /denní.
daily-played_already = Tuhle výzvu máš dnes už za sebou: jeden pokus denně. Tvůj výsledek:
daily-unknown = Takovou výzvu dnes nemáme.
daily-unfinished = Nejdřív výzvu dohraj, pak ji můžeš sdílet.
verify-sealed_day = Kostky denní výzvy se odhalí, až její den skončí (o půlnoci): pak tento pokus prověří /hra ověřit.
daily-day_over = Den této výzvy skončil o půlnoci (<t:{ $at }:t>): jeho pokusy už nepřijímají tahy a tajemství dne je odhalené.
stats-picture-daily = Denní výzva, posledních 30 dní
stats-picture-daily_note = Barva: průměr dne, zelená = dokonalá hra · série { $streak }
stats-picture-daily_path = denní výzva v posledních 30 dnech: dny s pokusem { $days }, nejlépe { $best } % dokonalé hry
daily-post_yesterday = Včera tady
daily-post_revealed = Včerejší tajemství, odhalené: `{ $secret }` (/hra ověřit prověří kterýkoli včerejší pokus)
daily-share_play = Zahraj si taky
