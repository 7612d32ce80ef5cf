"""The date matrix: the moments where calendars bite, at which every test that reads the
calendar runs (it takes the `moment` fixture, tests/conftest.py), and TEST_DATE, the moment
the whole suite runs at when it is set.

Each moment is a few minutes from where a calendar turns in Europe/Prague, the daily
challenge's and the seasons' zone (DAILY_TIMEZONE), so that a test that goes on to "tomorrow",
"the next season" or "an hour later" crosses it. In-process tests (tests/rules, bot, cogs) run
with the process's clock set there (time-machine: `datetime.now`, `time.time` and the C-level
clock; the event loop's monotonic clock runs on); an end-to-end test's bot runs there by its own
TEST_CLOCK_FILE, while the test process and its fake Discord keep Discord's real time (its
snowflakes must)."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo

PRAGUE = ZoneInfo("Europe/Prague")

MOMENTS: dict[str, datetime | None] = {
    # The last day of a month (30 November, the day the history seed's seasons collided) and
    # the first of the next: ten minutes past midnight in Prague, still 30 November in UTC.
    "month-end": datetime(2026, 11, 30, 23, 50, tzinfo=PRAGUE),
    "month-start": datetime(2026, 12, 1, 0, 10, tzinfo=PRAGUE),
    # 31 December → 1 January: a season, a quarter and a year turn together.
    "year-end": datetime(2026, 12, 31, 23, 50, tzinfo=PRAGUE),
    "year-start": datetime(2027, 1, 1, 0, 10, tzinfo=PRAGUE),
    # The last day of February, in a common year (1 March follows) and in a leap year.
    "february-28-2027": datetime(2027, 2, 28, 23, 50, tzinfo=PRAGUE),
    "february-29-2028": datetime(2028, 2, 29, 23, 50, tzinfo=PRAGUE),
    # Summer time begins: ten minutes before 2:00 CET, when 2:00–3:00 is skipped.
    "summer-time-skip": datetime(2027, 3, 28, 1, 50, tzinfo=PRAGUE),
    # Summer time ends: 2:30 CEST, the first pass through the hour that repeats (2:00–3:00 comes
    # again in CET an hour later). 31 October 2027 is a month's last day too.
    "summer-time-repeat": datetime(2027, 10, 31, 2, 30, tzinfo=PRAGUE, fold=0),
    # The real today: no clock set.
    "today": None,
}


def test_date() -> datetime | None:
    """TEST_DATE, an ISO 8601 moment ("2027-02-28T23:50+01:00"; a bare date is its midnight
    in Prague), or None."""
    value = os.environ.get("TEST_DATE")
    if not value:
        return None
    moment = datetime.fromisoformat(value)
    return moment if moment.tzinfo else moment.replace(tzinfo=PRAGUE)


def matrix() -> dict[str, datetime | None]:
    """The moments a calendar test runs at: the matrix, or TEST_DATE alone when it is set."""
    moment = test_date()
    if moment is None:
        return MOMENTS
    return {f"at-{moment.astimezone(UTC):%Y%m%dT%H%M}Z": moment}


def moment_of(test: Any) -> datetime | None:
    """When a test (a pytest item) runs: its moment of the matrix, else TEST_DATE; None: now."""
    callspec = getattr(test, "callspec", None)
    if callspec is not None and "moment" in callspec.params:
        return callspec.params["moment"]
    return test_date()
