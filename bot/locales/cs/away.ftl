# /hra dovolená: člen na pár dní pryč (bot/away.py).
board-away = 🏖 na dovolené do <t:{ $at }:f>
board-away_because = 🏖 na dovolené do <t:{ $at }:f> ({ $reason })
skip-away = { $player } je na dovolené do <t:{ $at }:f>: tah počká do návratu.
away-declared = 🏖 Jsi na dovolené do <t:{ $at }:f>: čas na tvé tahy ve všech tvých hrách, na všech serverech, počká na tvůj návrat. Vrátíš se dřív, jakmile stiskneš tlačítko na kterékoli své hrací ploše (nebo tímto příkazem s `dny: 0`).
away-back = Vítej zpět: čas na tvé tahy zase běží, počítaný od teď.
away-not_away = Nejsi na dovolené.
away-too_long = Na dovolené můžeš být nejvýš 14 dní z každých 30. { $left ->
    [0] Teď ti nezbývá ani jeden den
    [one] Teď ti zbývá { $left } den
    [few] Teď ti zbývají { $left } dny
   *[other] Teď ti zbývá { $left } dní
}; od <t:{ $at }:f> budeš mít { $days ->
    [one] { $days } den
    [few] { $days } dny
   *[other] { $days } dní
}.
