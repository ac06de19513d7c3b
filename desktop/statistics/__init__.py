"""The Statistics window, its QPainter charts, and a game's story.

:mod:`.window`: the window (opened by :func:`.window.open_statistics`);
:mod:`.reader`: its reading thread (the figures, the game list, a story);
:mod:`.charts`: its charts (bars, lines); :mod:`.story`: a game's story, its
life chart and schemes in order (shown at a game's end, from Recent games
and in the window).
"""
