"""A key or a phone's action arriving after the session closed is refused.

Never an assertion's traceback.
"""

from __future__ import annotations


def test_an_action_after_the_session_closed_is_refused_without_a_traceback(isolated_user_dirs) -> None:
    from archenemy.desktop.session import Session
    from archenemy.engine.actions import NextStep

    session = Session()
    session.resume_or_new()
    said: list[str] = []
    session.problem.connect(said.append)
    session.close()
    assert session.perform(NextStep()) is False
    assert said and "could not be saved" in said[0]
