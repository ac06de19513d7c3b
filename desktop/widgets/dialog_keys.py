"""Enter in a dialog presses its OK, Start or Close button, and nothing else.

No surprises: every :class:`QPushButton` in a :class:`QDialog` is
*autoDefault* by default: whichever one has the keyboard focus takes Enter
("Add a player" is disabled, the focus moves to "Default game", Enter resets
the form).  Here only the dialog's own confirming button is the default;
every other button ignores Enter, which then reaches the dialog and presses
the default.  The focus comes back where the keys work when a dialog closes,
and a window's scroll areas never take the keys
(:func:`unfocus_scroll_areas`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractScrollArea, QPushButton, QWidget

__all__ = ["activate_when_shown", "default_button_of", "enter_presses_only", "give_focus_back", "unfocus_scroll_areas"]


def default_button_of(dialog: QWidget) -> QPushButton | None:
    """The button Enter should press in ``dialog``.

    Its button box's accept (OK, Start, Continue) button, else the box's only
    button (Close); ``None`` when it has neither.
    """
    # Qt's dialog classes are made when a dialog first needs them, never before the table's first paint.
    from PySide6.QtWidgets import QDialogButtonBox

    confirming = (QDialogButtonBox.ButtonRole.AcceptRole, QDialogButtonBox.ButtonRole.YesRole)
    for box in dialog.findChildren(QDialogButtonBox):
        for button in box.buttons():
            if box.buttonRole(button) in confirming and isinstance(button, QPushButton):
                return button
    for box in dialog.findChildren(QDialogButtonBox):
        buttons = box.buttons()
        if len(buttons) == 1 and isinstance(buttons[0], QPushButton):
            return buttons[0]
    return None


def enter_presses_only(dialog: QWidget, default: QPushButton | None = None) -> QPushButton | None:
    """Make ``default`` the only button of ``dialog`` that Enter presses.

    ``default`` is :func:`default_button_of`'s by default.

    Every other push button loses *autoDefault* and *default*; call again
    after adding buttons (the new-game dialog's rows).  A file dialog is left
    to Qt.  Returns the default button (``None``: Enter presses no button).
    """
    from PySide6.QtWidgets import QFileDialog

    if isinstance(dialog, QFileDialog):
        return None
    if default is None:
        default = default_button_of(dialog)
    for button in dialog.findChildren(QPushButton):
        if button is not default:
            button.setAutoDefault(False)
            button.setDefault(False)
    if default is not None:
        default.setAutoDefault(True)
        default.setDefault(True)
    return default


def give_focus_back(window: QWidget, then: Callable[[], object] | None = None) -> None:
    """After a dialog or message box over ``window`` closes.

    Raise and activate ``window`` again.

    With no window manager (a kiosk, Xvfb) the X server gives the keyboard
    focus to the root window when a window closes: no key would work until a
    click.  On the next turn of the event loop (the closing window is hidden
    by then); ``then`` runs after (the main window puts its focus back).
    """

    def activate() -> None:
        if window.isVisible():
            window.raise_()
            window.activateWindow()
            if then is not None:
                then()

    QTimer.singleShot(0, window, activate)


def activate_when_shown(window: QWidget) -> None:
    """After ``window`` (a dialog shown without being modal) appears.

    Raise and activate it.

    With no window manager nothing gives a new window the keyboard focus: its
    keys (Escape, Ctrl+F in the deck builder) went to the main window, whose
    shortcuts then opened dialogs over it (found under Xvfb).  On the next turn
    of the event loop, as :func:`give_focus_back` does.
    """
    give_focus_back(window)


def unfocus_scroll_areas(root: QWidget) -> None:
    """No keyboard focus for ``root``'s scroll areas (views, lists).

    The keys stay the window's.

    A focused scroll area takes Page Up/Down and the arrows before the
    window sees them; the wheel and the scroll bars still scroll it.
    """
    for area in root.findChildren(QAbstractScrollArea):
        area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
