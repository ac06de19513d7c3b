"""The questions the table must answer before the game goes on.

What a player reads above the card:

* :mod:`.banner`: the prompt banner: the question, its answers (buttons, a
  count, a picker), its keys (Y/N, digits, Enter);
* :mod:`.scheme_row`: the row of the scheme it asks about (a part the banner
  owns): its life effects with their Apply buttons, its recordable choices
  and tokens, each with its key;
* :mod:`.question_size`: the question as large as the card text's, never at
  the window's or the life totals' cost (a part the banner owns; what it asks
  the window is a ``BannerHost``);
* :mod:`.effect_numbers`: the banner's row that asks the numbers such an
  effect needs (X, a toughness, hand sizes) before it applies;
* :mod:`.applied_effects`: which of those life effects the table already
  applied, derived from the game;
* :mod:`.answer_fields`: a count's field (the widgets' ``NumberField``) and
  a revealed card's picker, the fields a question is answered in (built for
  the banner);
* :mod:`.typed_field`: a count's digits or a scheme's name typed in the
  second window, into the banner's field, and the names it matches;
* :mod:`.picker_popup`: the names a picker offers kept beside its field,
  never over it, as the question above the field grows;
* :mod:`.kept_answers`: a Done or yes/no question's buttons kept, hidden,
  and shown in place for the next question of their shape (an answer
  undone; a part the banner owns).

Data flow: the window hands the banner each state (``show_state``); an
answer leaves as an engine action through the ``act`` callback.

May import: :mod:`archenemy.desktop.widgets`, :mod:`~archenemy.desktop.texts`,
:mod:`~archenemy.desktop.theme`, :mod:`~archenemy.desktop.session` (the
``Act`` type), :mod:`~archenemy.desktop.table_view` (the answers and their
keys) and the engine.  Not the window's modules (``table/*.py``) nor
the table's other sub-packages.
"""
