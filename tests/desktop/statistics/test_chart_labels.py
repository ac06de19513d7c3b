"""The story chart's names sit beside the value their line ends at."""

from __future__ import annotations

from archenemy.desktop.statistics.charts import label_places


def test_names_of_lines_ending_apart_sit_at_their_ends():
    assert label_places([100.0, 300.0], 20.0, 0.0, 500.0) == [100.0, 300.0]


def test_names_of_lines_ending_together_are_spread_around_that_value():
    # Three heroes at 20: the middle name beside the value, one above, one below (never all below it)
    assert label_places([200.0, 200.0, 200.0], 20.0, 0.0, 500.0) == [180.0, 200.0, 220.0]


def test_a_name_near_a_group_stays_nearest_its_own_value():
    places = label_places([200.0, 200.0, 260.0], 20.0, 0.0, 500.0)
    assert places == [190.0, 210.0, 260.0]


def test_names_stay_on_the_chart_at_its_bottom_and_top():
    assert label_places([495.0, 495.0], 20.0, 0.0, 500.0) == [470.0, 490.0]
    assert label_places([2.0, 2.0], 20.0, 0.0, 500.0) == [10.0, 30.0]
