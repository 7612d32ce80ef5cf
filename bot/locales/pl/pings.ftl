# Powiadomienia o ruchu: krótka wiadomość wspominająca gracza, który ma ruch, i /gra powiadomienia.

ping-turn = { $player }, twój ruch · { $game } → { $link }
ping-reminder = { $player }, twój ruch · { $game }: minęła połowa czasu, tura kończy się { $deadline } → { $link }
ping-number = nr { $id }
notify-on = Dostaniesz powiadomienie, gdy przyjdzie twój ruch w grach na tym serwerze.
notify-off = Nie dostaniesz już powiadomień o swoim ruchu w grach na tym serwerze.
