"""What the tests share, none of it a test: helpers, fakes, child scripts, paths.

Test modules never import each other; what two of them need lives here
(``from support.games import make_start``) or in the nearest ``conftest.py``
(fixtures).  ``tests/`` is on ``sys.path`` (pytest puts the root conftest's
folder there), so the package imports as ``support``.

Helpers:

- ``paths``: ``REPO``, ``TESTS``, ``DATA`` (``tests/data``), ``SUPPORT``;
- ``games``: engine games and starts built for tests (``make_start``,
  ``make_game``, ``advance_to``, ``answer``...), no Qt;
- ``planar_games``: games with planes (Planechase alone, planes added to Archenemy), no Qt;
- ``random_play``: Hypothesis strategies of game starts and actions, and
  ``play`` checking the engine's invariants, no Qt;
- ``long_games``: long games of plain play, ``same_history``, no Qt;
- ``history``: finished games and journals for the history index and statistics, no Qt;
- ``reliability``: seeded random play and strict replays of the reliability proofs, no Qt;
- ``special_files``: FIFOs, devices, links and folders where files are expected;
- ``fake_disk``: the journal's ``os.write`` / ``fsync`` / ``ftruncate`` failing as planned;
- ``window_play``: a test window played by keys (Space, the reveal picker);
- ``displays``: the second window's and the phone's texts, read as a player reads them;
- ``night``: a test window in a game night;
- ``contrast``: text contrast measured from a window's pixels;
- ``i18n``: the committed ``.ts`` files, English left in a Spanish widget;
- ``share``: a share server on 127.0.0.1 and a fake phone;
- ``scryfall_fake``: a fake Scryfall on 127.0.0.1 and generated images;
- ``sources``, ``wheel``: the repository's files as a clean clone has them, the wheel built from them;
- ``xvfb``, ``atspi``: a private Xvfb, a session bus, the accessibility tree walked.
- ``windows``: the windows a test left shown, hiding the windows a window opened.

Child scripts (run in their own process): ``crash_child.py``,
``display_child.py``, ``night_child.py``, ``xvfb_scenarios.py`` (the app under
test), ``atspi_walk.py`` and ``fake_screensaver.py`` (the system's Python).
"""
