"""Qt building blocks no feature owns.

The table and the deck builder both build on them.

* :mod:`.fitted_labels`: labels that fit their text to their box (a card's
  rules text, a name that wraps, a life total);
* :mod:`.theming`: fonts at the theme's text size that follow it, and the
  :class:`~.theming.Themed` mixin;
* :mod:`.layouts`: a layout that wraps its items onto new rows, and emptying
  a layout;
* :mod:`.mana_symbols`: mana and tap symbols in the Mana font;
* :mod:`.dialog_keys`: Enter presses only a dialog's default button, and the
  focus comes back when it closes;
* :mod:`.flash`: a widget's background blinks (the alerts' flash);
* :mod:`.scene_access`: a graphics view whose scene's widgets a screen
  reader reaches (the table layout's seats and middle);
* :mod:`.plain_text`: labels and tooltips that show a player's name as text,
  never as markup;
* :mod:`.name_field`: a name field that keeps what is typed composed (NFC);
* :mod:`.number_field`: a number the player types (a question's count, a
  dialog's number), selected whenever it takes the focus, so what is typed
  replaces it;
* :mod:`.undo_keys`: the game's Undo and Redo keys left to the window when
  a field has them;
* :mod:`.elided_combo`: a combo box that shows a chosen item too long for
  it cut with "…";
* :mod:`.wheel_focus`: the mouse wheel changes a box only while it has the
  keyboard focus;
* :mod:`.screen_fit`: a window never larger than its screen's free area, nor
  off it;
* :mod:`.title_room`: a small dialog as wide as its whole title in the
  title bar;
* :mod:`.card_image`: a card's whole picture scaled to its box, never
  cropped, hidden without one (the card images);
* :mod:`.vertical_scroll`: a dialog's body scrolled up and down as a whole,
  as wide as its widest row;
* :mod:`.first_focus`: a dialog's first field has the keyboard focus when
  it opens, outlined as after a Tab;
* :mod:`.slices`: work done a slice per turn of the event loop, so no key
  waits long (after the first paint);
* :mod:`.before_paint`: an action run once what a render posted is
  delivered, before the paint it asked for;
* :mod:`.focus_holder`: a widget that holds its window's keyboard focus and
  repaints nothing when it comes or goes (the table's central widget).

May import: PySide6, :mod:`archenemy.desktop.theme` and the package
resources; nothing else of the desktop (no session, no texts, no feature
package) and nothing of the engine.  Importing the package imports none of
its modules.
"""
