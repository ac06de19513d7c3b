"""The main window's menus: every entry, its key, its words.

:class:`TableMenus` is a part the main window owns.  It builds the menu bar
(Game, Edit, View, Tools, Help) and every entry as a window-level
:class:`QAction`: added to the window itself as well as to its menu, so its
key works in table mode, where the menu bar is hidden, and from the second
window, which gets the same actions.  The menus decide nothing: the window
connects each entry to the part that does it (its wiring block), and
:meth:`TableMenus.retranslate` words them in the current language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from ..table_view import CHAOS_KEY, NEXT_GAME_KEY, PAPER_ROLL_KEY, PLANESWALK_KEY, REMATCH_KEY, ROLL_KEY

__all__ = ["LANGUAGES", "TableMenus"]

# The languages of View → Language: (code, name in that language).
LANGUAGES = (("en", "English"), ("es", "Español"))
# The settings of View → Card images, in their order.
IMAGE_MODES = ("off", "on_demand", "all")

Shortcut = QKeySequence | QKeySequence.StandardKey | list[QKeySequence] | None


def _tr(context: str, text: str) -> str:
    """Translate in ``context``: the window's texts keep the ``MainWindow`` context."""
    return QCoreApplication.translate(context, text)


class TableMenus:
    """The menu bar of ``window`` and its actions, checked for ``language``.

    ``log_action`` is the game log dock's own action (View → Game log,
    Ctrl+G).  Each action is an attribute (``next_action``, ``undo_action``...); the
    life keys (+, −, Page Up, Page Down) are window-level actions without a
    menu (:attr:`life_actions`, by their amount).
    """

    def __init__(self, window: QMainWindow, language: str, log_action: QAction) -> None:
        self._window = window
        self.log_action = log_action
        bar = window.menuBar()
        self.game_menu = bar.addMenu("")
        self._build_game_menu(self.game_menu)
        self.edit_menu = bar.addMenu("")
        self._build_edit_menu(self.edit_menu)
        self.view_menu = bar.addMenu("")
        self._build_view_menu(self.view_menu, language)
        self.tools_menu = bar.addMenu("")
        t = self.tools_menu
        self.coin_action = self._action(t)
        self.d6_action = self._action(t)
        self.d20_action = self._action(t)
        self.random_hero_action = self._action(t)
        self.help_menu = bar.addMenu("")
        self.about_action = self._action(self.help_menu)
        self.life_actions = self._life_actions()

    def _action(self, menu: QMenu, shortcut: Shortcut = None, checkable: bool = False) -> QAction:
        """A menu entry that is also a window-level action.

        Its key works with the menu bar hidden.
        """
        action = QAction(self._window)
        if isinstance(shortcut, list):
            action.setShortcuts(shortcut)
        elif shortcut is not None:
            action.setShortcut(shortcut)
        action.setCheckable(checkable)
        menu.addAction(action)
        # Table mode hides the menu bar: the window keeps the key.
        self._window.addAction(action)
        return action

    def _build_game_menu(self, g: QMenu) -> None:
        self.next_action = self._action(g)
        self.next_stop_action = self._action(g, QKeySequence("Ctrl+Space"))
        # The menu writes the first, "Enter", as every button and F1 do (Return is the same key).
        self.confirm_action = self._action(g, [QKeySequence(Qt.Key.Key_Enter), QKeySequence(Qt.Key.Key_Return)])
        # The planes (shown in a game with planes only): their words follow the game (planes.py).
        self.planes_separator = g.addSeparator()
        self.roll_action = self._action(g, QKeySequence(ROLL_KEY))
        self.paper_roll_action = self._action(g, QKeySequence(PAPER_ROLL_KEY))
        self.planeswalk_action = self._action(g, QKeySequence(PLANESWALK_KEY))
        self.chaos_action = self._action(g, QKeySequence(CHAOS_KEY))
        g.addSeparator()
        self.new_action = self._action(g, QKeySequence.StandardKey.New)
        self.default_action = self._action(g)
        self.rematch_action = self._action(g, QKeySequence(REMATCH_KEY))
        self.next_game_action = self._action(g, QKeySequence(NEXT_GAME_KEY))
        self.night_action = self._action(g)
        g.addSeparator()
        self.open_action = self._action(g, QKeySequence.StandardKey.Open)
        self.recent_action = self._action(g, QKeySequence("Ctrl+R"))
        self.save_as_action = self._action(g, QKeySequence("Ctrl+Shift+S"))
        # Shown only while another computer holds the game.
        self.take_over_action = self._action(g)
        g.addSeparator()
        self.deck_builder_action = self._action(g, QKeySequence("Ctrl+D"))
        self.roster_action = self._action(g)
        self.statistics_action = self._action(g)
        self.share_action = self._action(g)
        g.addSeparator()
        self.quit_action = self._action(g, QKeySequence.StandardKey.Quit)

    def _build_edit_menu(self, e: QMenu) -> None:
        # Their words say what they undo and redo (the window's render_undo_texts).
        self.undo_action = self._action(e, QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(e, [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        e.addSeparator()
        self.all_heroes_action = self._action(e, QKeySequence("Ctrl+E"))
        self.exact_life_action = self._action(e, QKeySequence("Ctrl+L"))
        self.several_action = self._action(e, QKeySequence("Ctrl+M"))
        self.set_life_action = self._action(e, QKeySequence("Ctrl+Shift+L"))
        self.counters_action = self._action(e, QKeySequence("Ctrl+K"))
        e.addSeparator()
        self.colour_action = self._action(e)
        self.rename_action = self._action(e, QKeySequence("F2"))
        self.concede_action = self._action(e)

    def _build_view_menu(self, v: QMenu, language: str) -> None:
        self.table_mode_action = self._action(v, QKeySequence("F11"), checkable=True)
        self.display_action = self._action(v, QKeySequence("F10"), checkable=True)
        self.flip_action = self._action(v, QKeySequence("F9"), checkable=True)
        self.size_menu = v.addMenu("")
        self.larger_action = self._action(self.size_menu, QKeySequence.StandardKey.ZoomIn)
        self.smaller_action = self._action(self.size_menu, QKeySequence.StandardKey.ZoomOut)
        self.reset_size_action = self._action(self.size_menu, QKeySequence("Ctrl+0"))
        self.log_action.setShortcut(QKeySequence("Ctrl+G"))
        v.addAction(self.log_action)
        self._window.addAction(self.log_action)
        self.language_menu = v.addMenu("")
        self._languages = QActionGroup(self._window)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGES:
            # Its name set apart: QAction(text, parent) makes PySide6 build QIcon (and its enums) to tell the
            # constructors apart, which a new game's first frame has no other need for.
            action = QAction(self._window, checkable=True)
            action.setText(name)
            action.setChecked(code == language)
            self._languages.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action
        self.images_menu = v.addMenu("")
        group = QActionGroup(self._window)
        self.images_actions: dict[str, QAction] = {}
        for mode in IMAGE_MODES:
            action = QAction(self._window, checkable=True)
            group.addAction(action)
            self.images_menu.addAction(action)
            self.images_actions[mode] = action
        self.images_menu.addSeparator()
        self.download_images_action = QAction(self._window)
        self.images_menu.addAction(self.download_images_action)
        v.addSeparator()
        self.keep_awake_action = self._action(v, checkable=True)
        self.alerts_action = self._action(v, checkable=True)
        self.announcements_action = self._action(v, checkable=True)
        v.addSeparator()
        self.keys_action = self._action(v, QKeySequence(Qt.Key.Key_F1))

    def _life_actions(self) -> dict[int, QAction]:
        """+ / = / − (±1) and Page Up / Page Down (±5).

        Window-level actions without a menu.

        Shortcuts, not key presses: whatever widget has the focus (a scroll
        area takes Page Up/Down for itself) the window gets them, in table
        mode and from the second window too.  A text field still types + and −
        (it claims printable keys first); a key held down changes life once.
        """
        actions: dict[int, QAction] = {}
        keys = (
            ((Qt.Key.Key_Plus, Qt.Key.Key_Equal), 1),
            ((Qt.Key.Key_Minus,), -1),
            ((Qt.Key.Key_PageUp,), 5),
            ((Qt.Key.Key_PageDown,), -5),
        )
        for sequence, amount in keys:
            action = QAction(self._window)
            action.setShortcuts([QKeySequence(key) for key in sequence])
            action.setAutoRepeat(False)
            self._window.addAction(action)
            actions[amount] = action
        return actions

    def check_language(self, language: str) -> None:
        """Tick ``language`` in View → Language."""
        self.language_actions[language].setChecked(True)

    def retranslate(self) -> None:
        """Set the menus' texts in the current language."""
        self.game_menu.setTitle(_tr("MainWindow", "&Game"))
        self.next_action.setText(_tr("MainWindow", "Ne&xt step\tSpace"))
        self.next_stop_action.setText(_tr("MainWindow", "Next s&top (a question, a scheme, a new turn)"))
        self.confirm_action.setText(_tr("MainWindow", "&Confirm the question's answer"))
        self.new_action.setText(_tr("MainWindow", "&New game…"))
        self.default_action.setText(_tr("MainWindow", "&Default game"))
        self.rematch_action.setText(_tr("MainWindow", "&Rematch (same players and decks, reshuffled)"))
        self.next_game_action.setText(_tr("MainWindow", "Next ga&me of the night (the next archenemy)"))
        self.night_action.setText(_tr("MainWindow", "Start a gam&e night…"))
        self.open_action.setText(_tr("MainWindow", "&Open saved game…"))
        self.recent_action.setText(_tr("MainWindow", "Recent &games…"))
        self.save_as_action.setText(_tr("MainWindow", "Save game &as…"))
        self.take_over_action.setText(_tr("MainWindow", "Ta&ke over this game…"))
        self.deck_builder_action.setText(_tr("MainWindow", "Deck &builder…"))
        self.roster_action.setText(_tr("MainWindow", "Ro&ster of players…"))
        self.statistics_action.setText(_tr("MainWindow", "Stat&istics…"))
        self.share_action.setText(_tr("MainWindow", "S&hare with phones…"))
        self.quit_action.setText(_tr("MainWindow", "&Quit"))
        self.edit_menu.setTitle(_tr("MainWindow", "&Edit"))
        self.all_heroes_action.setText(_tr("MainWindow", "Life of &every opponent…"))
        self.exact_life_action.setText(_tr("MainWindow", "Change &life by an amount…"))
        self.several_action.setText(_tr("MainWindow", "&Several players at once…"))
        self.set_life_action.setText(_tr("MainWindow", "Se&t life to…"))
        self.counters_action.setText(_tr("MainWindow", "C&ounters of the selected player…"))
        self.concede_action.setText(_tr("MainWindow", "The selected player &concedes"))
        self.colour_action.setText(_tr("MainWindow", "Colour of the selected &player…"))
        self.rename_action.setText(_tr("MainWindow", "Re&name a player…"))
        self._retranslate_view()
        self.tools_menu.setTitle(_tr("MainWindow", "&Tools"))
        self.coin_action.setText(_tr("MainWindow", "Flip a &coin"))
        self.d6_action.setText(_tr("MainWindow", "Roll a d&6"))
        self.d20_action.setText(_tr("MainWindow", "Roll a d&20"))
        self.random_hero_action.setText(_tr("MainWindow", "An &opponent at random"))
        self.help_menu.setTitle(_tr("MainWindow", "&Help"))
        self.about_action.setText(_tr("MainWindow", "&About Archenemy Companion"))

    def _retranslate_view(self) -> None:
        self.view_menu.setTitle(_tr("MainWindow", "&View"))
        self.table_mode_action.setText(_tr("MainWindow", "&Table mode (full screen)"))
        self.display_action.setText(_tr("MainWindow", "Second &window for a TV or projector"))
        self.flip_action.setText(_tr("MainWindow", "&Flip the second window 180°"))
        self.log_action.setText(_tr("MainWindow", "Game &log"))
        self.language_menu.setTitle(_tr("MainWindow", "Lan&guage"))
        self.size_menu.setTitle(_tr("MainWindow", "Text &size"))
        self.larger_action.setText(_tr("MainWindow", "&Larger"))
        self.smaller_action.setText(_tr("MainWindow", "&Smaller"))
        self.reset_size_action.setText(_tr("MainWindow", "&Normal size"))
        self.keep_awake_action.setText(_tr("MainWindow", "Keep the screen &awake during a game"))
        self.alerts_action.setText(_tr("MainWindow", "So&und and flash when a scheme or a question comes"))
        self.announcements_action.setText(_tr("MainWindow", "Announce what happens to a screen &reader"))
        self.keys_action.setText(_tr("MainWindow", "&Keys…"))
        self.images_menu.setTitle(_tr("MainWindow", "Card &images from Scryfall"))
        self.images_actions["off"].setText(_tr("MainWindow", "&Off (the cards as text)"))
        self.images_actions["on_demand"].setText(_tr("MainWindow", "&Each when it is first shown"))
        self.images_actions["all"].setText(_tr("MainWindow", "&All of them, downloaded at start"))
        self.download_images_action.setText(_tr("MainWindow", "&Download all card images…"))
