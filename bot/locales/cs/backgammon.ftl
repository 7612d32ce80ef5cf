## The family: its name (the /stats picture) and its command
family-backgammon = Vrhcáby

cmd-backgammon = vrhcáby
cmd-backgammon-desc = Vrhcáby se zdvojovací kostkou, zápasy a počítačem GNU Backgammon
cmd-backgammon-play-desc = Založit hru vrhcábů v tomto kanálu; soupeř se přidá (nebo přidej počítač)
cmd-backgammon-opt-match_to = zápas_do
cmd-backgammon-opt-match_to-desc = Na kolik bodů se hraje zápas (1 = jedna hra)
cmd-backgammon-opt-scoring = bodování
cmd-backgammon-opt-scoring-desc = Kolik bodů dává vyhraná hra
cmd-backgammon-opt-opening = zahájení
cmd-backgammon-opt-opening-desc = Kdo začíná po úvodním hodu
cmd-backgammon-opt-auto_doubles = automatické_zdvojení
cmd-backgammon-opt-auto_doubles-desc = Stejná čísla v úvodním hodu zdvojí kostku, nejvýš tolikrát (jen mimo zápas)
cmd-backgammon-opt-hints = nápověda
cmd-backgammon-opt-hints-desc = Povolit tlačítko 💡 Nápověda (výchozí: jen proti počítači)
cmd-backgammon-opt-coach = trenér
cmd-backgammon-opt-coach-desc = Trenér: řádek po každém tvém rozhodnutí, které GNU Backgammon hodnotí jako pochybné či horší
choice-backgammon-coach-auto = Automaticky (proti počítači od začátečníka po středně pokročilého)
choice-backgammon-coach-on = Zapnuto
choice-backgammon-coach-off = Vypnuto
choice-backgammon-scoring-standard = Jednoduchá výhra, gammon, backgammon
choice-backgammon-scoring-checkers = Počítání kamenů (česká pravidla)
choice-backgammon-opening-seed = Nižší číslo začíná novým hodem
choice-backgammon-opening-standard = Vyšší číslo táhne hned úvodním hodem
cmd-backgammon-move = tah
cmd-backgammon-move-desc = Zahrát celý tah ve standardním zápisu, např. 24/18 13/11
cmd-backgammon-opt-notation = zápis
cmd-backgammon-opt-notation-desc = Tah, např. 24/18 13/11, bar/22, 6/off, 13/7(2)
backgammon-image = Hrací deska vrhcábů
backgammon-moved = 🎲 { $player }: { $dice } · **{ $move }**
backgammon-forced = 🎲 { $player }: { $dice } · **{ $move }** (vynucený)
backgammon-no_move = 🎲 { $player }: { $dice } · žádný možný tah
backgammon-prompt_roll = { $player }: házej, nebo nejdřív zdvoj.
backgammon-prompt_cube = ⏫ { $player } zdvojuje na { $cube }. { $other }: přijmout, nebo vzdát?
backgammon-prompt_resign = 🏳️ { $player } nabízí vzdání: { $kind } za { $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    }. { $other }: přijmout, nebo odmítnout?
backgammon-steps_so_far = Zatím: { $partial }.
backgammon-ids = GNU Backgammon: Position ID `{ $position }` · Match ID `{ $match }`
backgammon-match_score = { $first } : { $second } / { $to }
backgammon-crawford_game = Crawfordova hra: bez zdvojování.
backgammon-won = 🏁 Hra { $number }: { $result }
backgammon-game_line = { $number }. { $result }
## A game's result: the usual single game without its kind.
backgammon-result = { $player } +{ $points }
backgammon-result_kind = { $player } +{ $points } ({ $kind })
backgammon-kind-single = obyčejná výhra
backgammon-kind-gammon = gammon
backgammon-kind-backgammon = backgammon
backgammon-kind-checkers = počítání kamenů
backgammon-kind-drop = zdvojení nepřijato
backgammon-roll = Hodit
backgammon-double = Zdvojit
backgammon-take = Přijmout
backgammon-pass = Vzdát
backgammon-accept = Přijmout
backgammon-refuse = Odmítnout
backgammon-hint = Nápověda
backgammon-undo = Zpět
backgammon-confirm = Potvrdit tah
backgammon-play = 🎯 Zahrát celý tah…
backgammon-play_group = 🎯 Tahy začínající { $moves }
backgammon-move_group = { $moves } ({ $count ->
        [one] { $count } tah
        [few] { $count } tahy
       *[other] { $count } tahů
    })
backgammon-all_moves = Všechny tahy
backgammon-pick = Nebo táhni kámen po kameni: vyber ho…
backgammon-whole_move = Zahrát místo toho celý tah…
backgammon-checker = Z { $point } → { $targets }
backgammon-resign = 🏳️ Nabídnout vzdání…
backgammon-resigning = 🏳️ Vzdát se…
backgammon-resign_option = Vzdát se: { $kind } pro soupeře ({ $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    })
backgammon-log-double = ⏫ { $player }: zdvojení
backgammon-log-take = ✅ { $player }: přijato
backgammon-log-drop = 🏳️ { $player }: vzdáno
backgammon-log-offer = 🏳️ { $player }: nabídka vzdání ({ $kind })
backgammon-log-accept = ✅ { $player }: vzdání přijato
backgammon-log-refuse = ❌ { $player }: vzdání odmítnuto
backgammon-hint_title = 💡 Nápověda pro hod { $dice } (GNU Backgammon)
backgammon-hint_title_cube = 💡 Zdvojit, nebo hodit? (GNU Backgammon)
backgammon-hint_title_take = 💡 Přijmout, nebo vzdát? (GNU Backgammon)
backgammon-hint_best = hodnota { $worth } (nejlepší)
backgammon-hint_best_match = { $worth } šance na výhru zápasu (nejlepší)
backgammon-hint_worse = o { $margin } horší
backgammon-hint_equal = stejně dobrý
backgammon-percent = { $value } %
backgammon-hint_fallback = GNU Backgammon není nainstalován: toto jsou volby jednoduchého programu (pubeval).
backgammon-hints_off = Nápověda je v této hře vypnutá (zapneš ji volbou nápověda při zakládání hry).
backgammon-engine_unavailable = Omlouváme se, trenér (GNU Backgammon) teď neodpovídá. Zkus prosím nápovědu za chvíli znovu; hra sama pokračuje jako obvykle.
backgammon-hint_not_yours = Nápověda je pro hráče, který se právě rozhoduje: počkej na svůj tah.
backgammon-tutor = Trenér
backgammon-tutor_title = 🎓 Trenér (GNU Backgammon)
backgammon-tutor_quiet = K tvému poslednímu rozhodnutí nemám výhrady: bylo dobré.
backgammon-tutor_move = 🎓 { $skill ->
        [very_bad] Velmi špatný tah
        [bad] Špatný tah
       *[doubtful] Pochybný tah
    } ({ $player }): { $chosen } ztrácí { NUMBER($loss, minimumFractionDigits: 3, maximumFractionDigits: 3) }; lepší je { $best }
backgammon-tutor_told = 🎓 { $skill ->
        [very_bad] Velmi špatný tah
        [bad] Špatný tah
       *[doubtful] Pochybný tah
    }: ztrácí { NUMBER($loss, minimumFractionDigits: 3, maximumFractionDigits: 3) }; lepší je { $best }
backgammon-tutor_cube = 🎓 { $skill ->
        [very_bad] Velmi špatné rozhodnutí o kostce
        [bad] Špatné rozhodnutí o kostce
       *[doubtful] Pochybné rozhodnutí o kostce
    } ({ $player }): { $chosen } ztrácí { NUMBER($loss, minimumFractionDigits: 3, maximumFractionDigits: 3) }; lepší je { $best }
backgammon-choice-double = zdvojení
backgammon-choice-roll = hod bez zdvojení
backgammon-choice-take = přijetí
backgammon-choice-drop = vzdání
backgammon-take_back = Vzít zpět
backgammon-log-take_back = ↩️ { $player }: rozhodnutí vzato zpět
backgammon-take_back_none = Nemáš co vzít zpět: jen své poslední rozhodnutí, dokud od té doby nerozhodl nikdo jiný.
backgammon-take_back_again = Poslední rozhodnutí už bylo jednou vzato zpět: to, které uděláš teď, platí.
backgammon-take_back_game_over = Od toho rozhodnutí skončila hra zápasu: její výsledek platí.
backgammon-cube_verdict = **{ $verdict ->
        [double_take] Zdvoj: soupeř má přijmout
        [double_pass] Zdvoj: soupeř má vzdát
        [too_good] Nezdvojuj: stojíš příliš dobře, hraj na gammon
        [take] Přijmi
        [pass] Vzdej: zdvojení je správné
        [pass_gift] Vzdej: soupeř stojí na zdvojení až příliš dobře
       *[no_double] Nezdvojuj
    }**
backgammon-cube_cost = { $other ->
        [double] zdvojením
        [no_double] hodem bez zdvojení
        [take] přijetím
       *[pass] vzdáním
    } ztratíš { $loss }
backgammon-player_count = Vrhcáby hrají právě 2 hráči.
backgammon-auto_doubles_match = Automatická zdvojení jsou jen pro samostatnou hru, ne pro zápas: zvol zápas_do 1, nebo automatické_zdvojení 0.
backgammon-bad_action = To není tah ve vrhcábech.
backgammon-bad_dice = Hod tvoří dvě kostky s čísly 1 až 6.
backgammon-no_double = Teď zdvojit nelze (kostka není tvoje, hraje se Crawfordova hra, nebo je kostka na 64): hoď.
backgammon-bad_notation = Tahu „{ $move }“ nerozumím. Piš ho jako 24/18 13/11, bar/22, 6/off nebo 13/7(2), pole počítej ze své strany.
backgammon-illegal_move = { $move } není s hodem { $dice } možný tah: kameny tak táhnout nemohou. Možné tahy jsou např. { $examples }.
backgammon-illegal_dice = { $move } není s hodem { $dice } možný tah: když to jde, musíš použít obě kostky (u dubletu všechny čtyři), jinak tu vyšší. Možné tahy jsou např. { $examples }.
backgammon-illegal_bar_first = { $move } není s hodem { $dice } možný tah: nejdřív musí do hry kameny z přepážky. Možné tahy jsou např. { $examples }.
backgammon-illegal_bear_off = { $move } není s hodem { $dice } možný tah: vyvádět můžeš, až když je všech 15 kamenů ve tvém vnitřním poli. Možné tahy jsou např. { $examples }.
backgammon-illegal_step = Tento kámen tam teď jít nemůže: vyber jeden z nabízených kamenů, nebo vrať krok.
backgammon-bad_step = Krok vede z pole 1–24 nebo z přepážky na pole 1–24 nebo ven (vyvedení).
backgammon-move_unfinished = Tah není dokončený: nejdřív dohraj zbylé kostky.
backgammon-nothing_to_undo = Není žádný krok, který by šel vrátit.
backgammon-bad_resign = Nabídni vzdání obyčejné hry, gammonu nebo backgammonu.
backgammon-resign_refused = Tuto nabídku soupeř v tomto tahu odmítl: může následovat jen vyšší.
backgammon-over = Hra už skončila.
backgammon-bad_position = To není pozice ve vrhcábech.
backgammon-not_your_turn = Teď se nikdo nerozhoduje.
backgammon-phase_opening = Úvodní hod ještě neproběhl.
backgammon-phase_roll = Nejdřív hoď (nebo zdvoj).
backgammon-phase_throw = Kostky ještě nejsou hozené.
backgammon-phase_move = Nejdřív dohraj svůj tah.
backgammon-phase_cube = Je nabídnuto zdvojení: nejdřív ho přijmi, nebo vzdej.
backgammon-phase_resign = Je nabídnuto vzdání: nejdřív ho přijmi, nebo odmítni.
backgammon-phase_over = Hra skončila.
cmd-backgammon-record = záznam
cmd-backgammon-record-desc = Zápas jako soubor .mat (gnubg, XG, Backgammon Galaxy) a JSON, s rozborem
cmd-backgammon-opt-game = hra
cmd-backgammon-opt-game-desc = Číslo hry (výchozí: poslední hra vrhcábů v kanálu)
backgammon-no_record = Tady není žádná hra vrhcábů, kterou by šlo zapsat.
backgammon-record_title = Záznam vrhcábů · hra #{ $id }
backgammon-pr = PR **{ $pr }**
backgammon-costly = { $rank }. { $chosen } ztrácí { NUMBER($loss, minimumFractionDigits: 3, maximumFractionDigits: 3) }; lepší { $best }
backgammon-costly_game = { $rank }. Hra { $game }: { $chosen } ztrácí { NUMBER($loss, minimumFractionDigits: 3, maximumFractionDigits: 3) }; lepší { $best }
backgammon-not_analysed = Bez rozboru (GNU Backgammon není nainstalován).
backgammon-record_hint = Hry, rozbor, záznam .mat: /vrhcáby záznam
backgammon-rating-0 = Hrozné!
backgammon-rating-1 = Začátečník
backgammon-rating-2 = Příležitostný hráč
backgammon-rating-3 = Středně pokročilý
backgammon-rating-4 = Pokročilý
backgammon-rating-5 = Expert
backgammon-rating-6 = Světová třída
backgammon-rating-7 = Nadpřirozené
cmd-backgammon-opt-opponent = soupeř
cmd-backgammon-opt-opponent-desc = Hrát proti členovi serveru (přidá se v přípravě hry), nebo hned proti počítači
choice-backgammon-opponent-player = Jiný hráč
choice-backgammon-opponent-computer = Počítač (GNU Backgammon)
cmd-backgammon-opt-level = úroveň
cmd-backgammon-opt-level-desc = Jak silně hraje počítač: úrovně GNU Backgammonu (výchozí je Světová třída)
choice-backgammon-level-beginner = Začátečník
choice-backgammon-level-casual = Příležitostný hráč
choice-backgammon-level-intermediate = Středně pokročilý
choice-backgammon-level-advanced = Pokročilý
choice-backgammon-level-expert = Expert
choice-backgammon-level-world_class = Světová třída
lobby-option-backgammon-level = Úroveň počítače: { $value }
## The computer seat's name: GNU Backgammon and its level.
backgammon-computer = 🤖 GNU Backgammon · { $level ->
    [beginner] { choice-backgammon-level-beginner }
    [casual] { choice-backgammon-level-casual }
    [intermediate] { choice-backgammon-level-intermediate }
    [advanced] { choice-backgammon-level-advanced }
    [expert] { choice-backgammon-level-expert }
   *[world_class] { choice-backgammon-level-world_class }
}
## Its name under the board beside its pips and in the board's lines (the level is in the players' list).
backgammon-computer_short = GNUbg
backgammon-analysis = Rozbor (PR: čím nižší, tím lepší)
backgammon-analysis_game = Hra { $number }, PR (čím nižší, tím lepší)
backgammon-analysis_match = Zápas, PR (čím nižší, tím lepší)
# Whom the dice favoured over the match, as GNU Backgammon judges the rolls' luck
# (cogs/backgammon/coach.py, luck_line)
backgammon-luck_favoured = 🍀 Kostky víc přály: { $player } (o { $luck } hodnoty pozice)
backgammon-luck_even = 🍀 Kostky nepřály víc nikomu
backgammon-luck_rating-0 = velká smůla
backgammon-luck_rating-1 = smůla
backgammon-luck_rating-2 = průměrné štěstí
backgammon-luck_rating-3 = štěstí
backgammon-luck_rating-4 = velké štěstí

## The daily challenge: the position of the day (one decision, judged by GNU Backgammon)
backgammon-position_no_offer = Není komu se vzdát: zahraj svůj tah.
backgammon-position_players = Pozici hraje jeden hráč.
daily-backgammon-played = Tvůj tah: { $chose }. Nejlepší byl { $better }.
daily-backgammon-unplayed = Pozice zůstala nezahraná, což se počítá jako nejhorší tah; nejlepší byl { $better }.

## A replay's colours of a decision's cost, in equity as GNU Backgammon judges it
## (bot/replay/view.py)
backgammon-replay_bands = 🟡 od { $small } · 🔴 od { $large } ztracené hodnoty
