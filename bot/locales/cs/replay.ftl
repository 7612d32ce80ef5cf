# Přehrání dohrané hry (bot/replay): /game replay a ⏪ na konci hry.
replay-title = ## ⏪ { $game } · { $number }
replay-start = **Začátek** · { $steps ->
    [one] { $steps } tah
    [few] { $steps } tahy
   *[other] { $steps } tahů
  }
replay-step = **Tah { $step } z { $steps }** · { $player }
replay-best = 🟢 nejlepší volba
replay-cost = { $band } proti nejlepší volbě: −{ $points }
replay-cost_better = { $band } −{ $points } · nejlepší: { $better }
replay-luck = 🍀 hod ({ $player }): { $points }
replay-own_luck = 🍀 hod: { $points }
replay-bands = 🟡 ztráta od { $small } · 🔴 od { $large }, v bodech očekávaného skóre při dokonalé hře
replay-start_option = Začátek
replay-option = Tah { $step } · { $player }
replay-jump = Přejít na tah
replay-pick = Přehrát hru tohoto kola
replay-next_mistake = Další chyba
replay-shown = -# Sdílí { $member }
replay-live = Hra { $number } se ještě hraje: přehrát ji půjde, až skončí.
replay-not_started = Hra { $number } skončila dřív, než začala: není co přehrát.
replay-not_yet = Hra { $number } je pokus o dnešní výzvu: přehrát ji půjde, až den skončí.
board-replay = Přehrát
