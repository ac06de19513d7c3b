"""Archenemy Companion's front ends: the Qt desktop app and the command line.

The desktop shows engine state and sends actions; it never decides a rule.
Its packages and modules, in layers, top first (each described in
``docs/architecture.md``): ``cli`` (the ``archenemy`` command); ``app``
(start-up, the event loop); ``table`` (the main window and its parts);
``deck_builder``, ``share`` (phones), ``statistics``; ``widgets``,
``card_images``; ``session``, ``table_view``, ``roster``; ``journal_files``,
``session_resume``; ``undo_steps``, ``resume``, ``resume_ahead``, ``origins``, ``history``,
``texts``, ``theme``, ``settings``, ``icon``, ``async_slots``,
``image_client``; ``i18n``, ``languages``, ``qm``, ``paths``, ``feature_hook``, ``heap``.
"""
