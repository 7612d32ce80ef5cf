"""The two games' scoring rules by game id."""

from __future__ import annotations

from rules.yahtzee.general import General
from rules.yahtzee.kosci import Kosci
from rules.yahtzee.scorecard import Variant

VARIANTS: dict[str, Variant] = {variant.id: variant for variant in (General(), Kosci())}
