# Sezony: /žebříček sezona:, vyhlášení šampionů na konci sezony, tituly ve /statistiky.

cmd-opt-season = sezona
cmd-opt-season-desc = Která sezona: tato, minulá, nebo za celou dobu (výchozí)
choice-season-current = tato sezona
choice-season-previous = minulá sezona
choice-season-all = za celou dobu
cmd-opt-season_length = sezona
cmd-opt-season_length-desc = Jak dlouho trvá sezona: kalendářní měsíc (výchozí), nebo čtvrtletí
choice-season_length-month = kalendářní měsíc
choice-season_length-quarter = čtvrtletí
cmd-opt-season_channel = kanál_sezony
cmd-opt-season_channel-desc = Kam se na konci každé sezony vyhlásí její šampioni
cmd-opt-season_posts = vyhlašovat_sezony
cmd-opt-season_posts-desc = Ne: šampioni sezon se nevyhlašují ani neukládají
settings-season = Sezona trvá { $length ->
    [quarter] čtvrtletí
   *[month] kalendářní měsíc
  }; na jejím konci se její šampioni vyhlásí v { $channel }.
settings-season_off = Sezona trvá { $length ->
    [quarter] čtvrtletí
   *[month] kalendářní měsíc
  }; její šampioni se nevyhlašují (kanál nastavíš volbou kanál_sezony).
season-ends = Sezona končí { $when }. Její rating počítá jen hry této sezony.
season-empty = Za { $season } tu nikdo nehrál žádnou hodnocenou hru.
season-no_podium = Za { $season } tu nikdo neodehrál v žádné hře aspoň { $games ->
    [one] { $games } hodnocenou partii
    [few] { $games } hodnocené partie
   *[other] { $games } hodnocených partií
  }.
season-solo = Hra pro jednoho nemá rating, a tedy ani žebříček sezony: žebříček za celou dobu ji řadí podle skóre.
season-champions_title = 🏆 Šampioni sezony · { $season }
season-champions_note = Pořadí podle ratingu sezony (jen z jejích her); na stupně vítězů je třeba aspoň { $games ->
    [one] { $games } hodnocená partie
    [few] { $games } hodnocené partie
   *[other] { $games } hodnocených partií
  } jedné hry. Začala nová sezona: ukáže ji /žebříček.
season-title = { $place ->
    [1] 🏆 Vítězství
   *[other] 🥈 Druhé místo
  }: { $game } · { $season }
season-rule = Na stupně vítězů je třeba aspoň { $games ->
    [one] { $games } hodnocená partie
    [few] { $games } hodnocené partie
   *[other] { $games } hodnocených partií
  } této hry; při stejném ratingu rozhoduje lepší průměrné umístění, víc výher, pak kdo v sezoně hrál dřív.
