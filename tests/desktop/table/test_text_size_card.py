"""View → Text size larger never draws the card's rules text smaller."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QApplication

from support.window_play import space


def _settled_card_pt(qtbot, window) -> int:
    """The card's rules text size once the question grew to it (its timer)."""
    least = 17 * window.theme.scale + 0.01
    qtbot.waitUntil(lambda: window.banner.question.font().pointSizeF() > least, timeout=5000)
    # Grown as far as it goes (a pass may stop at a layout not settled yet)
    for _ in range(10):
        grown = window.banner.question.font().pointSizeF()
        QApplication.sendPostedEvents()
        window.window_layout.share_height()
        QApplication.sendPostedEvents()
        window.banner.match_card()
        if window.banner.question.font().pointSizeF() == grown:
            break
    # Then until nothing changes over three looks a timer's length apart (the
    # question's refit and the card's fitting run on timers, late under load)
    looks: list[tuple[float, int, int]] = []
    last = [0.0]

    def settled() -> bool:
        if time.monotonic() - last[0] < 0.1:
            return False
        last[0] = time.monotonic()
        QApplication.sendPostedEvents()
        looks.append(
            (
                window.banner.question.font().pointSizeF(),
                window.card.text_label.font().pointSize(),
                window.card.text_label.height(),
            )
        )
        return len(looks) >= 3 and looks[-1] == looks[-2] == looks[-3]

    qtbot.waitUntil(settled, timeout=10000)
    return window.card.text_label.font().pointSize()


def test_a_larger_text_size_never_draws_the_card_rules_text_smaller(make_window, qtbot) -> None:
    window = make_window()
    space(qtbot, window, 3)
    assert window.session.state.prompts and window.card.text_label.source, "a question above a scheme's text"
    before = _settled_card_pt(qtbot, window)
    question = window.banner.question.font().pointSizeF()
    window.set_scale(1.15)
    after = _settled_card_pt(qtbot, window)
    # A point either way is the fitting's rounding of a box a few pixels apart; the fault was 29 pt to 16.
    assert after >= before - 1, f"the card's rules text went from {before} to {after} pt"
    assert window.banner.question.font().pointSizeF() >= question - 0.01


def test_the_question_is_not_its_grown_size_scaled_up(make_window, qtbot) -> None:
    window = make_window()
    space(qtbot, window, 3)
    _settled_card_pt(qtbot, window)
    window.window_layout._use_scale(1.15)
    # Drawn from its least size again, grown to the card's text once laid out
    assert window.banner.question.font().pointSizeF() <= 17 * 1.15 + 0.01
