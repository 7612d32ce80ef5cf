# Powiadomienia o turze: krótka wiadomość wspominająca gracza, którego jest kolej, i /gra powiadomienia.

ping-turn = { $player }, twoja kolej · { $game } → { $link }
ping-reminder = { $player }, twoja kolej · { $game }: minęła połowa czasu, tura kończy się { $deadline } → { $link }
notify-on = Dostaniesz powiadomienie, gdy przyjdzie twoja kolej w grach na tym serwerze.
notify-off = Nie dostaniesz już powiadomień, gdy przyjdzie twoja kolej w grach na tym serwerze.
