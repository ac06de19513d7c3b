"""The picker's list of names is placed beside its field, never over it."""

from __future__ import annotations

from PySide6.QtCore import QRect

from archenemy.desktop.table.prompts.picker_popup import popup_place

SCREEN = QRect(0, 0, 1366, 768)


def test_the_list_opens_below_the_field_when_it_fits():
    assert popup_place(QRect(40, 200, 420, 40), 139, SCREEN, 420) == QRect(40, 240, 420, 139)


def test_the_list_opens_above_a_field_near_the_bottom_and_never_over_it():
    placed = popup_place(QRect(40, 700, 420, 40), 139, SCREEN, 420)
    assert placed == QRect(40, 561, 420, 139) and placed.bottom() < 700


def test_the_list_is_shortened_to_the_room_on_the_larger_side():
    placed = popup_place(QRect(40, 300, 420, 300), 500, SCREEN, 420)
    assert placed == QRect(40, 0, 420, 300) and not placed.intersects(QRect(40, 300, 420, 300))


def test_the_list_stays_on_the_screen_at_its_right_edge():
    assert popup_place(QRect(1200, 200, 160, 40), 100, SCREEN, 420).right() == 1365
